"""Plan housekeeping moves in the container yard during quiet shifts."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Iterable

log = logging.getLogger(__name__)

MAX_TIER = 5
QUIET_SHIFT_MOVE_BUDGET = 120


@dataclass(frozen=True)
class Slot:
    block: str
    bay: int
    row: int
    tier: int

    def label(self) -> str:
        return f"{self.block}{self.bay:02d}{self.row:02d}{self.tier}"


@dataclass
class Container:
    number: str
    slot: Slot
    vessel_call: str | None
    weight_class: str
    reefer: bool = False


@dataclass
class YardMove:
    container: Container
    target: Slot
    reason: str


@dataclass
class MovePlan:
    moves: list[YardMove] = field(default_factory=list)

    def add(self, container: Container, target: Slot, reason: str) -> None:
        self.moves.append(YardMove(container, target, reason))

    def __len__(self) -> int:
        return len(self.moves)


def stack_of(containers: Iterable[Container], block: str, bay: int, row: int) -> list[Container]:
    stack = [c for c in containers if (c.slot.block, c.slot.bay, c.slot.row) == (block, bay, row)]
    return sorted(stack, key=lambda c: c.slot.tier)


def free_tier(containers: Iterable[Container], block: str, bay: int, row: int) -> int | None:
    height = len(stack_of(containers, block, bay, row))
    return height + 1 if height < MAX_TIER else None


def blocking_containers(containers: list[Container], target: Container) -> list[Container]:
    stack = stack_of(containers, target.slot.block, target.slot.bay, target.slot.row)
    return [c for c in stack if c.slot.tier > target.slot.tier]


def plan_premarshalling(containers: list[Container], departing_call: str) -> MovePlan:
    plan = MovePlan()
    departing = [c for c in containers if c.vessel_call == departing_call]
    for box in departing:
        for blocker in blocking_containers(containers, box):
            if len(plan) >= QUIET_SHIFT_MOVE_BUDGET:
                log.info("move budget reached with %d moves", len(plan))
                return plan
            target = find_target_row(containers, blocker)
            if target is None:
                log.warning("no free row for %s in block %s", blocker.number, blocker.slot.block)
                continue
            plan.add(blocker, target, f"unblock {box.number}")
    return plan


def find_target_row(containers: list[Container], box: Container) -> Slot | None:
    for row in range(1, 7):
        if row == box.slot.row:
            continue
        tier = free_tier(containers, box.slot.block, box.slot.bay, row)
        if tier is not None:
            return Slot(box.slot.block, box.slot.bay, row, tier)
    return None


def summarize(plan: MovePlan) -> dict[str, int]:
    counts: dict[str, int] = {}
    for move in plan.moves:
        kind = move.reason.split()[0]
        counts[kind] = counts.get(kind, 0) + 1
    return counts
