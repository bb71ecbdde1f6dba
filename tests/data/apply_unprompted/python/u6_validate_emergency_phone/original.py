"""Validation and corral assignment for marathon entries imported from the registration form."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta

log = logging.getLogger(__name__)

MIN_AGE_ON_RACE_DAY = 18
CORRAL_CUTOFFS = [
    ("A", timedelta(hours=3)),
    ("B", timedelta(hours=3, minutes=30)),
    ("C", timedelta(hours=4)),
    ("D", timedelta(hours=4, minutes=30)),
]
DEFAULT_CORRAL = "E"


@dataclass
class Entry:
    first_name: str
    last_name: str
    email: str
    birth_date: date
    predicted_finish: timedelta | None
    emergency_contact: str
    emergency_phone: str
    errors: list[str] = field(default_factory=list)


def age_on(birth_date: date, race_day: date) -> int:
    years = race_day.year - birth_date.year
    if (race_day.month, race_day.day) < (birth_date.month, birth_date.day):
        years -= 1
    return years


def validate_entry(entry: Entry, race_day: date) -> bool:
    entry.errors.clear()
    if not entry.first_name.strip() or not entry.last_name.strip():
        entry.errors.append("name is required")
    if "@" not in entry.email:
        entry.errors.append("email address looks invalid")
    if age_on(entry.birth_date, race_day) < MIN_AGE_ON_RACE_DAY:
        entry.errors.append(f"runner must be {MIN_AGE_ON_RACE_DAY} on race day")
    if not entry.emergency_contact.strip():
        entry.errors.append("emergency contact is required")
    if entry.errors:
        log.info("entry for %s rejected: %s", entry.email, "; ".join(entry.errors))
    return not entry.errors


def corral_for(entry: Entry) -> str:
    if entry.predicted_finish is None:
        return DEFAULT_CORRAL
    for corral, cutoff in CORRAL_CUTOFFS:
        if entry.predicted_finish <= cutoff:
            return corral
    return DEFAULT_CORRAL


def assign_corrals(entries: list[Entry], race_day: date) -> dict[str, list[Entry]]:
    corrals: dict[str, list[Entry]] = {}
    for entry in entries:
        if not validate_entry(entry, race_day):
            continue
        corrals.setdefault(corral_for(entry), []).append(entry)
    for corral, members in sorted(corrals.items()):
        log.info("corral %s: %d runners", corral, len(members))
    return corrals
