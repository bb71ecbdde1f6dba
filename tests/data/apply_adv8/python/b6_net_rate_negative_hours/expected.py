"""Quay crane productivity figures for the berth performance report."""

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from statistics import median
from typing import Sequence

from .models import CraneMove, Delay, VesselCall

TWIN_LIFT_FACTOR = 2


def _hours(delta: timedelta) -> float:
    return delta.total_seconds() / 3600


def box_count(moves: Sequence[CraneMove]) -> int:
    return sum(TWIN_LIFT_FACTOR if m.twin else 1 for m in moves)


def gross_moves_per_hour(call: VesselCall, moves: Sequence[CraneMove]) -> float:
    """Boxes per crane-hour from first lift to last lift."""
    if not moves:
        return 0.0
    hours = _hours(call.last_lift - call.first_lift) * len(call.crane_ids)
    return round(box_count(moves) / hours, 1) if hours else 0.0


def net_moves_per_hour(call: VesselCall, moves: Sequence[CraneMove], delays: Sequence[Delay]) -> float:
    """Gross rate with operational delays (breakdowns, hatch covers, lashing) removed."""
    if not moves:
        return 0.0
    hours = _hours(call.last_lift - call.first_lift) * len(call.crane_ids)
    hours -= sum(_hours(d.end - d.start) for d in delays if d.operational)
    # Overlapping delay entries can push net hours to zero or below; report 0.0 rather than a bogus rate.
    return round(box_count(moves) / hours, 1) if hours > 0 else 0.0


def berth_moves_per_hour(call: VesselCall, moves: Sequence[CraneMove]) -> float:
    """Boxes per hour alongside, all cranes together."""
    if not moves:
        return 0.0
    hours = _hours(call.unmoored_at - call.moored_at)
    return round(box_count(moves) / hours, 1) if hours else 0.0


def moves_by_crane(moves: Sequence[CraneMove]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for move in moves:
        counts[move.crane_id] += TWIN_LIFT_FACTOR if move.twin else 1
    return dict(counts)


def median_cycle_seconds(moves: Sequence[CraneMove]) -> float | None:
    """Median time between consecutive lifts of the same crane."""
    by_crane: dict[str, list[CraneMove]] = defaultdict(list)
    for move in moves:
        by_crane[move.crane_id].append(move)
    gaps: list[float] = []
    for crane_moves in by_crane.values():
        crane_moves.sort(key=lambda m: m.lifted_at)
        for prev, cur in zip(crane_moves, crane_moves[1:]):
            gaps.append((cur.lifted_at - prev.lifted_at).total_seconds())
    return median(gaps) if gaps else None
