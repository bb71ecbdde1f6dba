"""Appointment reminder dispatch for the outpatient clinic.

Each channel has its own lead time and quiet-hours policy.  The dispatcher
is invoked every fifteen minutes by the scheduler worker.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from clinic.messaging import email_gateway, sms_gateway, voice_gateway
from clinic.models import Appointment, Patient

log = logging.getLogger(__name__)

QUIET_START = 21
QUIET_END = 8


def _in_quiet_hours(now: datetime) -> bool:
    return now.hour >= QUIET_START or now.hour < QUIET_END


def send_sms_reminder(appt: Appointment, patient: Patient, now: datetime) -> bool:
    if not patient.sms_opt_in or not patient.mobile_phone:
        return False
    lead = timedelta(hours=24)
    if appt.starts_at - now > lead:
        return False
    if _in_quiet_hours(now):
        log.debug("sms reminder for %s deferred (quiet hours)", appt.id)
        return False
    body = f"Reminder: {appt.provider_name} on {appt.starts_at:%a %b %d at %I:%M %p}."
    sms_gateway.send(patient.mobile_phone, body)
    appt.mark_reminded("sms", now)
    return True


def send_email_reminder(appt: Appointment, patient: Patient, now: datetime) -> bool:
    if not patient.email_opt_in or not patient.email:
        return False
    lead = timedelta(hours=48)
    if appt.starts_at - now > lead:
        return False
    if _in_quiet_hours(now):
        log.debug("email reminder for %s deferred (quiet hours)", appt.id)
        return False
    body = f"Reminder: {appt.provider_name} on {appt.starts_at:%a %b %d at %I:%M %p}."
    email_gateway.send(patient.email, "Upcoming appointment", body)
    appt.mark_reminded("email", now)
    return True


def send_voice_reminder(appt: Appointment, patient: Patient, now: datetime) -> bool:
    if not patient.voice_opt_in or not patient.home_phone:
        return False
    lead = timedelta(hours=24)
    if appt.starts_at - now > lead:
        return False
    if _in_quiet_hours(now):
        log.debug("voice reminder for %s deferred (quiet hours)", appt.id)
        return False
    body = f"This is a reminder of your visit with {appt.provider_name}."
    voice_gateway.call(patient.home_phone, body)
    appt.mark_reminded("voice", now)
    return True


CHANNELS = (
    ("sms", send_sms_reminder),
    ("email", send_email_reminder),
    ("voice", send_voice_reminder),
)


def dispatch_due_reminders(appointments, patients_by_id, now=None) -> int:
    now = now or datetime.now()
    sent = 0
    for appt in appointments:
        if appt.cancelled or appt.checked_in:
            continue
        patient = patients_by_id.get(appt.patient_id)
        if patient is None:
            log.warning("appointment %s has no patient record", appt.id)
            continue
        for channel, sender in CHANNELS:
            if appt.was_reminded(channel):
                continue
            try:
                if sender(appt, patient, now):
                    sent += 1
            except Exception:  # gateway failures must not stop the batch
                log.exception("%s reminder failed for %s", channel, appt.id)
    return sent
