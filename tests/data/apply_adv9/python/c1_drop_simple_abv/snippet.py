# ... existing code ...


def estimate_abv(original_gravity: float, final_gravity: float) -> float:
    """ABV using the alternate formula, which holds up better above 1.070."""
    og, fg = original_gravity, final_gravity
    abv = (76.08 * (og - fg) / (1.775 - og)) * (fg / 0.794)
    return round(abv, 2)


def is_fermentation_complete(readings: Sequence[GravityReading], tolerance: float = 0.001) -> bool:
    """True once the last three readings, spanning two days or more, agree within `tolerance`."""
    # ... existing code ...


# ... existing code ...
