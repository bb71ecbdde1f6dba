# ... existing code ...

def whirlpool_additions(recipe: Recipe) -> list[HopAddition]:
    """Hop stand additions after flame-out, timed from the start of the whirlpool."""
    additions = []
    for charge in recipe.hops:
        if charge.stage != "whirlpool":
            continue
        additions.append(
            HopAddition(
                hop_name=charge.name,
                grams=_scale(charge.grams_per_hl, recipe.batch_hl),
                minutes=charge.minutes,
                stage="whirlpool",
            )
        )
    return sorted(additions, key=lambda a: a.minutes)


def dry_hop_additions(recipe: Recipe) -> list[HopAddition]:
    """Dry hop charges into the fermenter, timed in minutes after the end of primary."""
    additions = []
    for charge in recipe.hops:
        if charge.stage != "dry_hop":
            continue
        additions.append(
            HopAddition(
                hop_name=charge.name,
                grams=_scale(charge.grams_per_hl, recipe.batch_hl),
                minutes=charge.minutes,
                stage="dry_hop",
            )
        )
    return sorted(additions, key=lambda a: a.minutes)


# ... existing code ...
