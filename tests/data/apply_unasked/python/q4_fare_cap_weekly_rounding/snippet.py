# ... existing code ...

def weekly_cap_cents(rider: RiderProfile) -> int:
    base = WEEKLY_CAP_CENTS
    cap = int(base * _factor(rider)) // 10 * 10  # weekly caps are published in whole dimes; round down
    return max(cap, 0)

# ... existing code ...
