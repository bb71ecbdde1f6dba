"""Generate daily housekeeping tasks from tonight's departures and stayovers."""
from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field
from typing import Iterable

from booking.models import Reservation, Room
from booking.repositories import ReservationRepository, RoomRepository

log = logging.getLogger(__name__)

DEPARTURE_CLEAN_MINUTES = 45
STAYOVER_CLEAN_MINUTES = 20
DEEP_CLEAN_EVERY_NIGHTS = 7


@dataclass
class HousekeepingTask:
    room_number: str
    kind: str
    minutes: int
    due_by: dt.time
    notes: list[str] = field(default_factory=list)


def _departure_task(room: Room, reservation: Reservation) -> HousekeepingTask:
    task = HousekeepingTask(
        room_number=room.number,
        kind="departure",
        minutes=DEPARTURE_CLEAN_MINUTES,
        due_by=dt.time(15, 0),
    )
    if reservation.has_pets:
        task.minutes += 15
        task.notes.append("pet stay: lint-roll upholstery")
    return task


def _stayover_task(room: Room, reservation: Reservation, today: dt.date) -> HousekeepingTask:
    nights_in = (today - reservation.check_in).days
    if nights_in and nights_in % DEEP_CLEAN_EVERY_NIGHTS == 0:
        return HousekeepingTask(
            room_number=room.number,
            kind="deep_stayover",
            minutes=DEPARTURE_CLEAN_MINUTES,
            due_by=dt.time(16, 0),
            notes=["change all linen"],
        )
    return HousekeepingTask(
        room_number=room.number,
        kind="stayover",
        minutes=STAYOVER_CLEAN_MINUTES,
        due_by=dt.time(16, 0),
    )


def build_tasks(
    property_id: str,
    today: dt.date,
    reservations: ReservationRepository,
    rooms: RoomRepository,
) -> list[HousekeepingTask]:
    tasks: list[HousekeepingTask] = []
    for reservation in reservations.in_house(property_id, today):
        room = rooms.get(reservation.room_id)
        if reservation.check_out == today:
            tasks.append(_departure_task(room, reservation))
        elif not reservation.do_not_disturb:
            tasks.append(_stayover_task(room, reservation, today))
    log.info("built %d housekeeping tasks for %s on %s", len(tasks), property_id, today)
    return tasks


def total_minutes(tasks: Iterable[HousekeepingTask]) -> int:
    return sum(task.minutes for task in tasks)
