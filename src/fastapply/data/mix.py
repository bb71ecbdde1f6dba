"""Training mix: real and synthetic tasks at a ratio, cleaned the way the Fast Apply data was.

Exact duplicates (same original and final) go first, then tiny files and no-change tasks
are kept only with a low probability, then the larger side is cut to the ratio
(``ratio`` synthetic tasks per real one) and the result is shuffled::

    tasks, stats = mix_tasks(real, synthetic, ratio=4, seed=0)
    stats["out"]  # {'real': 200, 'synthetic': 800}
"""

from __future__ import annotations

import random
from collections import Counter

from fastapply.data.tasks import Task

SMALL_LINES = 20  # files with fewer lines count as tiny
SMALL_KEEP = 0.2  # probability of keeping a tiny-file task
NO_CHANGE_KEEP = 0.1  # probability of keeping a task whose final equals its original


def dedupe(tasks: list[Task]) -> list[Task]:
    """Tasks without repeats of the same (original, final); the first of each is kept."""
    seen: set[str] = set()
    kept = []
    for task in tasks:
        if task.content_hash not in seen:
            seen.add(task.content_hash)
            kept.append(task)
    return kept


def mix_tasks(
    real: list[Task],
    synthetic: list[Task],
    ratio: float = 4.0,
    seed: int = 0,
    small_lines: int = SMALL_LINES,
    small_keep: float = SMALL_KEEP,
    no_change_keep: float = NO_CHANGE_KEEP,
) -> tuple[list[Task], dict]:
    """Mix ``real`` and ``synthetic`` at 1:``ratio``; returns (tasks, stats).

    ``stats`` counts what came in, what each filter dropped (per origin) and what went
    out, per origin, per ``meta["source"]`` and per edit kind. Deterministic for a seed.
    """
    if ratio <= 0:
        raise ValueError(f"ratio must be > 0, got {ratio}")
    rng = random.Random(seed)
    stats: dict = {"in": {"real": len(real), "synthetic": len(synthetic)}}
    unique = dedupe(real + synthetic)  # a real task wins over its synthetic twin
    real_set = {id(task) for task in real}
    stats["duplicates"] = len(real) + len(synthetic) - len(unique)

    dropped: Counter = Counter()
    pools: dict[str, list[Task]] = {"real": [], "synthetic": []}
    for task in unique:
        origin = "real" if id(task) in real_set else "synthetic"
        if task.original == task.final and rng.random() >= no_change_keep:
            dropped[f"no_change_{origin}"] += 1
        elif task.original.count("\n") < small_lines and rng.random() >= small_keep:
            dropped[f"small_{origin}"] += 1
        else:
            pools[origin].append(task)

    n_real, n_synthetic = len(pools["real"]), len(pools["synthetic"])
    if n_synthetic > n_real * ratio:
        n_synthetic = round(n_real * ratio)
    else:
        n_real = min(n_real, round(n_synthetic / ratio))
    for origin, keep in (("real", n_real), ("synthetic", n_synthetic)):
        dropped[f"ratio_{origin}"] += len(pools[origin]) - keep
        pools[origin] = rng.sample(pools[origin], keep)
    mixed = pools["real"] + pools["synthetic"]
    rng.shuffle(mixed)

    stats["dropped"] = dict(sorted((k, v) for k, v in dropped.items() if v))
    stats["out"] = {"real": n_real, "synthetic": n_synthetic}
    stats["by_source"] = dict(Counter(task.meta.get("source", "?") for task in mixed).most_common())
    stats["by_kind"] = dict(Counter(kind for task in mixed for kind in task.meta.get("kinds", [])).most_common())
    return mixed, stats
