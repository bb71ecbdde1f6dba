# ... existing code ...
        if is_court_day(current, court):
            removed += 1
    return current


def roll_forward(day: date, court: Court) -> date:
    current = day
# ... existing code ...
