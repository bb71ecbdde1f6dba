"""Delay notification dispatch for the operations control centre.

Builds passenger-facing delay messages and pushes them through the
configured notification channel (SMS, email or app push).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Iterable, Protocol

log = logging.getLogger(__name__)

MIN_NOTIFIABLE_DELAY = 15  # minutes
MAX_BATCH_SIZE = 500


@dataclass(frozen=True)
class FlightDelay:
    flight_number: str
    origin: str
    destination: str
    scheduled_departure: datetime
    delay_minutes: int
    reason_code: str


@dataclass(frozen=True)
class Passenger:
    pnr: str
    name: str
    contact: str
    locale: str = "en"


class NotificationChannel(Protocol):
    def send(self, recipient: str, body: str) -> bool: ...


REASON_TEXT = {
    "WX": "adverse weather",
    "ATC": "air traffic control restrictions",
    "TECH": "a technical inspection",
    "CREW": "crew scheduling",
    "LATE": "the late arrival of the inbound aircraft",
}


def estimated_departure(delay: FlightDelay) -> datetime:
    return delay.scheduled_departure + timedelta(minutes=delay.delay_minutes)


def build_delay_message(delay: FlightDelay, passenger: Passenger) -> str:
    reason = REASON_TEXT.get(delay.reason_code, "operational reasons")
    new_time = estimated_departure(delay).strftime("%H:%M")
    return (
        f"Dear {passenger.name}, flight {delay.flight_number} "
        f"{delay.origin}-{delay.destination} is delayed due to {reason}. "
        f"New estimated departure: {new_time}."
    )


def should_notify(delay: FlightDelay) -> bool:
    return delay.delay_minutes >= MIN_NOTIFIABLE_DELAY


def send_delay_notifications(
    delay: FlightDelay,
    passengers: Iterable[Passenger],
    channel: NotificationChannel,
) -> int:
    if not should_notify(delay):
        log.debug("Delay on %s below threshold, skipping", delay.flight_number)
        return 0

    sent = 0
    for passenger in passengers:
        if sent >= MAX_BATCH_SIZE:
            log.warning("Batch limit reached for %s", delay.flight_number)
            break
        body = build_delay_message(delay, passenger)
        if channel.send(passenger.contact, body):
            sent += 1
        else:
            log.error("Failed to notify %s on %s", passenger.pnr, delay.flight_number)
    return sent
