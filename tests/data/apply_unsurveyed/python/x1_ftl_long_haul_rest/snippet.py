# ... existing code ...


def check_rest_after_long_haul(roster: Roster, crew_id: str) -> list[Violation]:
    # ... existing code ...
        rest = nxt.report_time - prev.release_time
        if rest < timedelta(hours=14):  # OM-A rev 31: 14h minimum rest after a long-haul duty
            violations.append(Violation(crew_id, "REST_LH", nxt.duty_id, rest))
    return violations


# ... existing code ...
