"""Repeat prescription reminder scheduling for Harbour Pharmacy."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Iterable

from .models import Patient, RepeatItem
from .notify import send_email, send_sms

log = logging.getLogger(__name__)

REMINDER_LEAD_DAYS = 7
MAX_REMINDERS = 3


@dataclass(frozen=True)
class Reminder:
    patient_id: str
    item_code: str
    send_on: date
    channel: str


def due_date(item: RepeatItem) -> date:
    return item.last_issued + timedelta(days=item.supply_days)


def reminder_date(item: RepeatItem) -> date:
    return due_date(item) - timedelta(days=REMINDER_LEAD_DAYS)


def preferred_channel(patient: Patient) -> str:
    if patient.mobile and patient.sms_consent:
        return "sms"
    if patient.email:
        return "email"
    return "none"


def plan_reminders(patient: Patient, items: Iterable[RepeatItem], today: date) -> list[Reminder]:
    channel = preferred_channel(patient)
    if channel == "none":
        log.info("patient %s has no contact channel; skipping", patient.id)
        return []
    reminders = []
    for item in items:
        if item.paused:
            continue
        send_on = max(reminder_date(item), today)
        reminders.append(Reminder(patient.id, item.code, send_on, channel))
    return reminders


def plan_overdue_reminders(patient: Patient, items: Iterable[RepeatItem], today: date) -> list[Reminder]:
    channel = preferred_channel(patient)
    if channel == "none":
        log.info("patient %s has no contact channel; skipping", patient.id)
        return []
    reminders = []
    for item in items:
        if item.paused or due_date(item) >= today:
            continue
        reminders.append(Reminder(patient.id, item.code, today, channel))
    return reminders


def dispatch(reminder: Reminder, patient: Patient) -> bool:
    text = f"Your repeat prescription ({reminder.item_code}) is due soon. Reply YES to order."
    if reminder.channel == "sms":
        return send_sms(patient.mobile, text)
    if reminder.channel == "email":
        return send_email(patient.email, "Repeat prescription reminder", text)
    return False
