"""Court deadline calculations for docketed matters.

All computations follow the local rules attached to each Court record;
holidays come from the court's published calendar, not the federal list.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum

from casebook.docket.models import Court


class ServiceMethod(Enum):
    PERSONAL = "personal"
    MAIL = "mail"
    ELECTRONIC = "electronic"


MAIL_EXTENSION_DAYS = 3


@dataclass(frozen=True)
class Deadline:
    matter_id: int
    description: str
    due: date
    rule_cite: str


def is_court_day(day: date, court: Court) -> bool:
    if day.weekday() >= 5:
        return False
    return day not in court.holidays(day.year)


def add_business_days(start: date, days: int, court: Court) -> date:
    current = start
    added = 0
    while added < days:
        current += timedelta(days=1)
        if is_court_day(current, court):
            added += 1
    return current


def subtract_business_days(start: date, days: int, court: Court) -> date:
    current = start
    removed = 0
    while removed < days:
        current -= timedelta(days=1)
        if is_court_day(current, court):
            removed += 1
    return current


def roll_forward(day: date, court: Court) -> date:
    current = day
    while not is_court_day(current, court):
        current += timedelta(days=1)
    return current


def response_deadline(served_on: date, court: Court, method: ServiceMethod, matter_id: int) -> Deadline:
    days = court.response_days
    if method is ServiceMethod.MAIL:
        days += MAIL_EXTENSION_DAYS
    due = roll_forward(served_on + timedelta(days=days), court)
    return Deadline(matter_id, "Response to complaint", due, court.response_rule)


def reply_brief_deadline(opposition_filed: date, court: Court, matter_id: int) -> Deadline:
    due = add_business_days(opposition_filed, court.reply_business_days, court)
    return Deadline(matter_id, "Reply brief", due, court.reply_rule)


def pretrial_disclosure_deadline(trial_date: date, court: Court, matter_id: int) -> Deadline:
    due = subtract_business_days(trial_date, court.pretrial_disclosure_days, court)
    return Deadline(matter_id, "Pretrial disclosures", due, court.pretrial_rule)
