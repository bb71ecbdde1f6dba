"""Customs hold registry for import containers awaiting clearance."""

import enum
import logging
from dataclasses import dataclass
from datetime import datetime, timezone

from terminal.events import EventBus

log = logging.getLogger("customs.holds")


class HoldType(enum.Enum):
    CUSTOMS = "CUS"
    AGRICULTURE = "AGR"
    FREIGHT = "FRT"
    SECURITY = "SEC"


@dataclass
class Hold:
    container_no: str
    hold_type: HoldType
    placed_by: str
    placed_at: datetime
    released_at: datetime | None = None
    released_by: str | None = None
    release_reason: str | None = None

    @property
    def active(self) -> bool:
        return self.released_at is None


class HoldRegistry:
    def __init__(self, bus: EventBus) -> None:
        self._bus = bus
        self._holds: dict[str, list[Hold]] = {}

    def place(self, container_no: str, hold_type: HoldType, officer: str) -> Hold:
        hold = Hold(container_no, hold_type, officer, datetime.now(timezone.utc))
        self._holds.setdefault(container_no, []).append(hold)
        log.info("hold %s placed on %s by %s", hold_type.value, container_no, officer)
        self._bus.publish("hold.placed", container_no=container_no, hold_type=hold_type.value)
        return hold

    def release(self, container_no: str, hold_type: HoldType, officer: str, reason: str) -> Hold:
        for hold in self._holds.get(container_no, []):
            if hold.hold_type is hold_type and hold.active:
                hold.released_at = datetime.now(timezone.utc)
                hold.released_by = officer
                hold.release_reason = reason
                log.info("hold %s released on %s by %s (%s)", hold_type.value, container_no, officer, reason)
                self._bus.publish(
                    "hold.released",
                    container_no=container_no,
                    hold_type=hold_type.value,
                    reason=reason,
                )
                return hold
        raise KeyError(f"no active {hold_type.value} hold on {container_no}")

    def active_holds(self, container_no: str) -> list[Hold]:
        return [h for h in self._holds.get(container_no, []) if h.active]

    def is_releasable(self, container_no: str) -> bool:
        return not self.active_holds(container_no)

    def containers_on_hold(self, hold_type: HoldType | None = None) -> list[str]:
        result = []
        for container_no, holds in self._holds.items():
            if any(h.active and (hold_type is None or h.hold_type is hold_type) for h in holds):
                result.append(container_no)
        return sorted(result)
