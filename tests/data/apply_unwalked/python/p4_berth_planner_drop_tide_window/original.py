"""Berth allocation for scheduled vessel calls at the container terminal."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger(__name__)

BERTH_BUFFER = timedelta(minutes=45)
TIDE_WINDOW = timedelta(hours=2)


class BerthConflictError(Exception):
    def __init__(self, vessel_imo: str, berth_code: str) -> None:
        super().__init__(f"vessel {vessel_imo} conflicts at berth {berth_code}")
        self.vessel_imo = vessel_imo
        self.berth_code = berth_code


@dataclass(frozen=True)
class Berth:
    code: str
    length_m: float
    max_draft_m: float
    crane_count: int


@dataclass(frozen=True)
class VesselCall:
    vessel_imo: str
    loa_m: float
    draft_m: float
    eta: datetime
    planned_moves: int


@dataclass
class BerthAssignment:
    vessel_imo: str
    berth_code: str
    start: datetime
    end: datetime


@dataclass
class BerthPlanner:
    berths: list[Berth]
    moves_per_crane_hour: int = 28
    assignments: list[BerthAssignment] = field(default_factory=list)

    def assign(self, call: VesselCall) -> BerthAssignment:
        berth = self._pick_berth(call)
        start, end = self._window_for(call, berth)
        if self._conflicts(berth, start, end):
            raise BerthConflictError(call.vessel_imo, berth.code)
        assignment = BerthAssignment(call.vessel_imo, berth.code, start, end)
        self.assignments.append(assignment)
        log.info("assigned %s to %s from %s", call.vessel_imo, berth.code, start)
        return assignment

    def _pick_berth(self, call: VesselCall) -> Berth:
        candidates = [
            b for b in self.berths
            if b.length_m >= call.loa_m and b.max_draft_m >= call.draft_m
        ]
        if not candidates:
            raise BerthConflictError(call.vessel_imo, "none")
        return max(candidates, key=lambda b: b.crane_count)

    def _window_for(self, call: VesselCall, berth: Berth) -> tuple[datetime, datetime]:
        crane_hours = call.planned_moves / (self.moves_per_crane_hour * berth.crane_count)
        start = call.eta
        end = start + timedelta(hours=crane_hours) + BERTH_BUFFER
        return start, end

    def _tide_adjusted_window(self, call: VesselCall, berth: Berth) -> tuple[datetime, datetime]:
        # Legacy: deep-draft calls used to wait for high water before berthing.
        start, end = self._window_for(call, berth)
        if call.draft_m > berth.max_draft_m - 1.0:
            start += TIDE_WINDOW
            end += TIDE_WINDOW
        return start, end

    def _conflicts(self, berth: Berth, start: datetime, end: datetime) -> bool:
        for existing in self.assignments:
            if existing.berth_code != berth.code:
                continue
            if start < existing.end and existing.start < end:
                return True
        return False

    def release(self, vessel_imo: str) -> None:
        before = len(self.assignments)
        self.assignments = [a for a in self.assignments if a.vessel_imo != vessel_imo]
        if len(self.assignments) == before:
            log.warning("no assignment to release for %s", vessel_imo)

    def schedule_for(self, berth_code: str) -> list[BerthAssignment]:
        return sorted(
            (a for a in self.assignments if a.berth_code == berth_code),
            key=lambda a: a.start,
        )
