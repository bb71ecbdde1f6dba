"""Night-plan slot allocation for the 1.2m robotic telescope.

Targets come from the proposal database already filtered for visibility;
this module only decides how long each observation block needs and packs
blocks into the night between astronomical twilights.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

log = logging.getLogger(__name__)

SLEW_OVERHEAD_S = 45.0
READOUT_OVERHEAD_S = 8.5
FILTER_CHANGE_S = 12.0
MAX_BLOCK_S = 3600.0


@dataclass
class Target:
    name: str
    ra_deg: float
    dec_deg: float
    filters: list[str] = field(default_factory=lambda: ["V"])
    priority: int = 5


@dataclass
class Block:
    target: Target
    start: datetime
    duration_s: float

    @property
    def end(self) -> datetime:
        return self.start + timedelta(seconds=self.duration_s)


def compute_slot_duration(target: Target, exposure_s: float) -> float:
    """Seconds needed to observe ``target`` once in every requested filter."""
    n_filters = len(target.filters)
    duration = SLEW_OVERHEAD_S
    duration += n_filters * (exposure_s + READOUT_OVERHEAD_S)
    duration += max(n_filters - 1, 0) * FILTER_CHANGE_S
    return min(duration, MAX_BLOCK_S)


def sort_by_priority(targets: list[Target]) -> list[Target]:
    return sorted(targets, key=lambda t: (-t.priority, t.ra_deg))


def pack_night(
    targets: list[Target],
    twilight_start: datetime,
    twilight_end: datetime,
    exposure_s: float = 120.0,
) -> list[Block]:
    """Greedy packing of targets into the dark window."""
    blocks: list[Block] = []
    cursor = twilight_start
    for target in sort_by_priority(targets):
        duration = compute_slot_duration(target, exposure_s)
        if cursor + timedelta(seconds=duration) > twilight_end:
            log.info("skipping %s: does not fit before twilight", target.name)
            continue
        blocks.append(Block(target=target, start=cursor, duration_s=duration))
        cursor += timedelta(seconds=duration)
    return blocks


def summarize(blocks: list[Block]) -> str:
    if not blocks:
        return "no blocks scheduled"
    total = sum(b.duration_s for b in blocks)
    first, last = blocks[0], blocks[-1]
    return (
        f"{len(blocks)} blocks, {total / 3600:.2f} h, "
        f"{first.start:%H:%M}-{last.end:%H:%M} UT"
    )
