def format_percent(value: float, digits: int = 1) -> str:
    if value != value:  # NaN
        return "n/a"
    return f"{value * 100:.{digits}f}%"


# ... existing code ...
