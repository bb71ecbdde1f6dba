"""Crew roster validation for the regional fleet.

Checks duty assignments against the flight-time limitation rules before a
roster is published to the crew tablets.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

log = logging.getLogger(__name__)

MIN_REST = timedelta(hours=10)
MAX_DUTY = timedelta(hours=13)
MAX_SECTORS_PER_DUTY = 6
# Extra rest when the next duty reports at a different base (positioning).
POSITIONING_ALLOWANCE = timedelta(hours=2)


@dataclass
class DutyPeriod:
    crew_id: str
    report_time: datetime
    release_time: datetime
    sectors: int
    base: str

    @property
    def length(self) -> timedelta:
        return self.release_time - self.report_time


@dataclass
class RosterIssue:
    crew_id: str
    code: str
    detail: str


def check_duty_length(duty: DutyPeriod) -> list[RosterIssue]:
    issues = []
    if duty.length > MAX_DUTY:
        issues.append(
            RosterIssue(duty.crew_id, "DUTY_TOO_LONG", f"{duty.length} exceeds {MAX_DUTY}")
        )
    if duty.sectors > MAX_SECTORS_PER_DUTY:
        issues.append(
            RosterIssue(duty.crew_id, "TOO_MANY_SECTORS", f"{duty.sectors} sectors planned")
        )
    return issues


def check_rest_between(duties: list[DutyPeriod]) -> list[RosterIssue]:
    issues = []
    ordered = sorted(duties, key=lambda d: (d.crew_id, d.report_time))
    for previous, current in zip(ordered, ordered[1:]):
        if previous.crew_id != current.crew_id:
            continue
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


def check_days_off(duties: list[DutyPeriod], period_days: int = 14) -> list[RosterIssue]:
    issues = []
    worked: dict[str, set] = {}
    for duty in duties:
        worked.setdefault(duty.crew_id, set()).add(duty.report_time.date())
    for crew_id, days in worked.items():
        if period_days - len(days) < 4:
            issues.append(
                RosterIssue(crew_id, "DAYS_OFF", f"{period_days - len(days)} days off in {period_days}")
            )
    return issues


def validate_roster(duties: list[DutyPeriod]) -> list[RosterIssue]:
    issues: list[RosterIssue] = []
    for duty in duties:
        issues.extend(check_duty_length(duty))
    issues.extend(check_rest_between(duties))
    issues.extend(check_days_off(duties))
    if issues:
        log.warning("roster has %d issues", len(issues))
    return issues
