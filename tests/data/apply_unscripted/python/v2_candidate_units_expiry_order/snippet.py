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
    return sorted(candidates, key=lambda u: (groups.index(u.blood_group), u.expiry_date, u.unit_number))

# ... existing code ...
