"""Choosing which units in stock to crossmatch for a transfusion request."""

from datetime import date

# Red cell donor groups a recipient may receive, most preferred first.
RED_CELL_COMPATIBILITY = {
    "O-": ["O-"],
    "O+": ["O+", "O-"],
    "A-": ["A-", "O-"],
    "A+": ["A+", "A-", "O+", "O-"],
    "B-": ["B-", "O-"],
    "B+": ["B+", "B-", "O+", "O-"],
    "AB-": ["AB-", "A-", "B-", "O-"],
    "AB+": ["AB+", "AB-", "A+", "A-", "B+", "B-", "O+", "O-"],
}


def compatible_groups(recipient_group):
    try:
        return RED_CELL_COMPATIBILITY[recipient_group]
    except KeyError:
        raise ValueError(f"unknown recipient group {recipient_group!r}") from None


def is_usable(unit, today):
    return unit.status == "AVAILABLE" and unit.expiry_date >= today and not unit.quarantined


def candidate_units(stock, recipient_group, today=None, irradiated=False):
    today = today or date.today()
    groups = compatible_groups(recipient_group)
    candidates = [
        u for u in stock
        if u.component == "RED_CELLS"
        and u.blood_group in groups
        and is_usable(u, today)
        and (u.irradiated or not irradiated)
    ]
    return sorted(candidates, key=lambda u: groups.index(u.blood_group))


def candidate_platelets(stock, recipient_group, today=None):
    today = today or date.today()
    candidates = [
        u for u in stock
        if u.component == "PLATELETS" and is_usable(u, today)
    ]
    # ABO-identical platelets first, then the rest
    return sorted(candidates, key=lambda u: u.blood_group != recipient_group)


def short_dated(stock, today=None, days=3):
    today = today or date.today()
    return [u for u in stock if is_usable(u, today) and (u.expiry_date - today).days <= days]
