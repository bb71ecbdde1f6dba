# ... existing code ...

def score_heart_rate(value: int | None) -> int:
    if value is None:
        return 0
    if value <= 40:
        return 3
    if value <= 50:
        return 1
    if value <= 90:
        return 0
    # ... existing code ...
