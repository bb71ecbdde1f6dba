# ... existing code ...
    if form.temperature_c is not None and form.temperature_c >= 39.5:
        flags += 1
    return flags


def _complaint_is_red_flag(complaint: str) -> bool:
    text = complaint.strip().lower()
    return any(flag in text for flag in RED_FLAG_COMPLAINTS)
# ... existing code ...
    if flags >= 2:
        form.notes.append(f"{flags} abnormal vitals")
        return 2
    pain = form.pain_score
    if flags == 1:
        return 3
# ... existing code ...
