"""How a batch's running requests are grouped into forwards (batch.py ``Batch._choose``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .config import BatchConfig
    from .engine import Generation


def partition(rows: list[Generation], sizes: dict[Generation, int], config: BatchConfig) -> list[list[Generation]]:
    """``rows`` (sorted by size) split into consecutive groups, one forward each, at the least total
    cost: ``forward_cost`` per forward plus each group's rows x its widest size (a group of more
    than one row within ``max_batch_tokens``, at most ``max_batch_size`` rows)."""
    best = [0.0] + [float("inf")] * len(rows)
    cut = [0] * (len(rows) + 1)
    for end in range(1, len(rows) + 1):
        width = sizes[rows[end - 1]]
        for start in range(end - 1, -1, -1):
            count = end - start
            if count > 1 and (count * width > config.max_batch_tokens or count > config.max_batch_size):
                break
            cost = best[start] + config.forward_cost + count * width
            if cost < best[end]:
                best[end], cut[end] = cost, start
    groups, end = [], len(rows)
    while end:
        groups.append(rows[cut[end] : end])
        end = cut[end]
    return groups[::-1]


def emitted(generation: Generation) -> float:
    """Tokens a request's verify forward has emitted on average (1 + accepted per forward)."""
    stats = generation.stats
    return 1.0 + stats.accepted_tokens / stats.target_forwards if stats.target_forwards else 1.0
