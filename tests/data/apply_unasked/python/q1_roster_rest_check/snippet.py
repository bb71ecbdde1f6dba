# ... existing code ...

MIN_REST = timedelta(hours=10)
MAX_DUTY = timedelta(hours=13)
MAX_SECTORS_PER_DUTY = 6
# Extra rest when the next duty reports at a different base (positioning).
POSITIONING_ALLOWANCE = timedelta(hours=2)

# ... existing code ...

def check_rest_between(duties: list[DutyPeriod]) -> list[RosterIssue]:
    issues = []
    # ... existing code ...
        rest = current.report_time - previous.release_time
        required = MIN_REST
        if previous.base != current.base:
            required += POSITIONING_ALLOWANCE
        if rest < required:
            issues.append(
                RosterIssue(
                    current.crew_id,
                    "SHORT_REST",
                    f"only {rest} rest (need {required}) before {current.report_time:%d%b %H%M}",
                )
            )
    return issues

# ... existing code ...
