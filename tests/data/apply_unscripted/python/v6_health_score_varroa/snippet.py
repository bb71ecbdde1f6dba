# ... existing code ...


def overall_health(inspection: Inspection) -> float:
    """Weighted colony health score used on the dashboard.

    Varroa counts above the treatment threshold knock the score down,
    since heavy mite loads are the main cause of winter losses.
    """
    brood = score_brood(inspection)
    stores = score_stores(inspection)
    temper = score_temper(inspection)

    total = 0.45 * brood + 0.4 * stores + 0.15 * temper
    if not inspection.queen_seen and not inspection.eggs_seen:
        total -= 2.0
    if inspection.varroa_per_day is not None and inspection.varroa_per_day > 10:
        total -= 1.5
    return round(clamp(total), 1)


# ... existing code ...
