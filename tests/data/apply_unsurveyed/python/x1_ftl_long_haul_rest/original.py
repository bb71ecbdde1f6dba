"""Flight time limitation checks for the crew rostering engine.

Each check takes a published roster and a crew member id and returns a list
of Violation records. Thresholds follow the company FTL scheme (OM-A 7.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Iterable, Iterator

from rostering.model import Duty, Roster

MAX_FDP_TWO_PILOT = timedelta(hours=13)
MAX_FDP_AUGMENTED = timedelta(hours=16)


@dataclass(frozen=True)
class Violation:
    crew_id: str
    rule: str
    duty_id: str
    actual: timedelta


def _consecutive_pairs(duties: Iterable[Duty]) -> Iterator[tuple[Duty, Duty]]:
    ordered = sorted(duties, key=lambda d: d.report_time)
    return zip(ordered, ordered[1:])


def check_flight_duty_period(roster: Roster, crew_id: str) -> list[Violation]:
    violations = []
    for duty in roster.duties_for(crew_id):
        limit = MAX_FDP_AUGMENTED if duty.augmented else MAX_FDP_TWO_PILOT
        length = duty.release_time - duty.report_time
        if length > limit:
            violations.append(Violation(crew_id, "FDP_MAX", duty.duty_id, length))
    return violations


def check_rest_before_duty(roster: Roster, crew_id: str) -> list[Violation]:
    violations = []
    for prev, nxt in _consecutive_pairs(roster.duties_for(crew_id)):
        rest = nxt.report_time - prev.release_time
        if rest < timedelta(hours=10):
            violations.append(Violation(crew_id, "REST_MIN", nxt.duty_id, rest))
    return violations


def check_rest_after_long_haul(roster: Roster, crew_id: str) -> list[Violation]:
    violations = []
    for prev, nxt in _consecutive_pairs(roster.duties_for(crew_id)):
        if not prev.long_haul:
            continue
        rest = nxt.report_time - prev.release_time
        if rest < timedelta(hours=10):
            violations.append(Violation(crew_id, "REST_LH", nxt.duty_id, rest))
    return violations


def check_early_starts(roster: Roster, crew_id: str) -> list[Violation]:
    violations = []
    for prev, nxt in _consecutive_pairs(roster.duties_for(crew_id)):
        if not (prev.early_start and nxt.early_start):
            continue
        rest = nxt.report_time - prev.release_time
        if rest < timedelta(hours=12):
            violations.append(Violation(crew_id, "EARLY_SEQ", nxt.duty_id, rest))
    return violations


def check_monthly_block_hours(roster: Roster, crew_id: str) -> list[Violation]:
    total = timedelta()
    last_duty_id = ""
    for duty in roster.duties_for(crew_id):
        total += duty.block_time
        last_duty_id = duty.duty_id
    if total > timedelta(hours=100):
        return [Violation(crew_id, "BLOCK_28D", last_duty_id, total)]
    return []


ALL_CHECKS = (
    check_flight_duty_period,
    check_rest_before_duty,
    check_rest_after_long_haul,
    check_early_starts,
    check_monthly_block_hours,
)
