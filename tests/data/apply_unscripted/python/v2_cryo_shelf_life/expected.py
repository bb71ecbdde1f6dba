"""Shelf-life rules for each blood component, used when a unit is labelled."""

from datetime import datetime, timedelta

from bloodbank.components import ComponentType

# Storage temperatures in degrees Celsius, shown on the label.
STORAGE_RANGES = {
    ComponentType.RED_CELLS: (2, 6),
    ComponentType.PLATELETS: (20, 24),
    ComponentType.FRESH_FROZEN_PLASMA: (-40, -25),
    ComponentType.CRYOPRECIPITATE: (-40, -25),
}


def red_cell_expiry(collected_at: datetime, additive: str = "SAGM") -> datetime:
    """Red cells in SAGM keep for 35 days, CPDA-1 units for 35 too, CPD only 21."""
    if additive == "CPD":
        return collected_at + timedelta(days=21)
    return collected_at + timedelta(days=35)


def platelet_expiry(collected_at: datetime, pathogen_reduced: bool = False) -> datetime:
    """Platelets are stored at room temperature with agitation."""
    if pathogen_reduced:
        return collected_at + timedelta(days=7)
    return collected_at + timedelta(days=5)


def plasma_expiry(collected_at: datetime, thawed: bool = False) -> datetime:
    """Frozen plasma keeps for 36 months; once thawed it must be used within 24 hours."""
    if thawed:
        return collected_at + timedelta(hours=24)
    return collected_at + timedelta(days=36 * 30)


def cryo_expiry(collected_at: datetime, thawed: bool = False) -> datetime:
    """Cryoprecipitate is stored frozen and used within 4 hours of thawing."""
    if thawed:
        return collected_at + timedelta(hours=4)
    return collected_at + timedelta(days=24 * 30)


EXPIRY_RULES = {
    ComponentType.RED_CELLS: red_cell_expiry,
    ComponentType.PLATELETS: platelet_expiry,
    ComponentType.FRESH_FROZEN_PLASMA: plasma_expiry,
    ComponentType.CRYOPRECIPITATE: cryo_expiry,
}


def expiry_for(component: ComponentType, collected_at: datetime, **options) -> datetime:
    try:
        rule = EXPIRY_RULES[component]
    except KeyError:
        raise ValueError(f"no expiry rule for {component}") from None
    return rule(collected_at, **options)
