"""Charging dock scheduling for the AMR fleet.

Robots report state of charge (SoC) every few seconds; this module decides
when each robot should leave the pick floor and which dock it should use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Iterable

LOW_SOC_PERCENT = 25.0
TARGET_SOC_PERCENT = 90.0
CHARGE_RATE_PER_MIN = 1.6  # percent of capacity per minute on a fast dock
DOCK_TRAVEL_TIME = timedelta(minutes=3)


@dataclass
class Robot:
    robot_id: str
    soc: float
    zone: str
    busy_until: datetime | None = None


@dataclass
class Dock:
    dock_id: str
    zone: str
    bookings: list[tuple[datetime, datetime]] = field(default_factory=list)

    def is_free(self, start: datetime, end: datetime) -> bool:
        for booked_start, booked_end in self.bookings:
            if start < booked_end and booked_start < end:
                return False
        return True


def minutes_to_target(soc: float) -> int:
    missing = max(TARGET_SOC_PERCENT - soc, 0.0)
    return int(missing / CHARGE_RATE_PER_MIN) + 1


def next_charge_window(
    robot: Robot, now: datetime, travel: timedelta = timedelta(0)
) -> tuple[datetime, datetime]:
    earliest = now + travel
    start = robot.busy_until if robot.busy_until and robot.busy_until > earliest else earliest
    end = start + timedelta(minutes=minutes_to_target(robot.soc))
    return start, end


def pick_dock(docks: Iterable[Dock], robot: Robot, start: datetime, end: datetime) -> Dock | None:
    same_zone = [d for d in docks if d.zone == robot.zone]
    for dock in same_zone:
        if dock.is_free(start, end):
            return dock
    return None


def plan_charging(robots: list[Robot], docks: list[Dock], now: datetime) -> dict[str, str]:
    """Return robot_id -> dock_id for every robot that should charge now."""
    plan: dict[str, str] = {}
    needy = sorted((r for r in robots if r.soc < LOW_SOC_PERCENT), key=lambda r: r.soc)
    for robot in needy:
        start, end = next_charge_window(robot, now, travel=DOCK_TRAVEL_TIME)
        dock = pick_dock(docks, robot, start, end)
        if dock is None:
            continue
        dock.bookings.append((start, end))
        plan[robot.robot_id] = dock.dock_id
    return plan


def preview_window(robot: Robot, now: datetime) -> str:
    """Human-readable window for the supervisor tablet; ignores travel time."""
    start, end = next_charge_window(robot, now)
    return f"{robot.robot_id}: {start:%H:%M}-{end:%H:%M}"
