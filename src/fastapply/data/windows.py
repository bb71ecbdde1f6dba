"""Short training windows cut around the changes of apply tasks.

A small model learns to copy (the skill speculative edits live on) from many short
sequences far sooner than from a few long ones: a window keeps a few to a few dozen
unchanged lines around one or more nearby changes, so most of its answer is a copy of
its original and a CPU step sees several of them. Every window is a valid task of its own
(original window, a fresh lazy snippet, final window)::

    windows = task_windows(tasks, seed=0, max_chars=2500)
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Iterable

from fastapply.data.snippet import lines_of
from fastapply.data.tasks import Task, new_task

CONTEXT_LINES = (3, 24)  # unchanged lines kept before and after a change, drawn uniformly
MAX_CHANGE_LINES = 16  # longer changes are skipped (their windows would be mostly new text)


def change_groups(old: list[str], new: list[str], context: int) -> list[tuple[int, int, int, int]]:
    """Changed line ranges ``(i1, i2, j1, j2)``; changes closer than ``context`` lines are joined."""
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    groups: list[list[int]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if groups and i1 - groups[-1][1] <= context:
            groups[-1][1], groups[-1][3] = i2, j2
        else:
            groups.append([i1, i2, j1, j2])
    return [tuple(group) for group in groups]


def windows_of(task: Task, rng: random.Random, max_chars: int, max_windows: int) -> list[Task]:
    """Up to ``max_windows`` windows of ``task``, each under ``max_chars`` characters per side."""
    old, new = lines_of(task.original), lines_of(task.final)
    low, high = CONTEXT_LINES
    out = []
    for i1, i2, j1, j2 in change_groups(old, new, high):
        if len(out) >= max_windows:
            break
        if max(i2 - i1, j2 - j1) > MAX_CHANGE_LINES:
            continue
        before = min(rng.randint(low, high), i1, j1)
        after = min(rng.randint(low, high), len(old) - i2, len(new) - j2)
        original = "".join(old[i1 - before:i2 + after])
        final = "".join(new[j1 - before:j2 + after])
        if original != final and max(len(original), len(final)) <= max_chars:
            meta = {"source": "window", "of": task.id, "origin": task.meta.get("source")}
            if (made := new_task(task.path, original, final, rng, meta)) is not None:
                out.append(made)
    return out


def task_windows(tasks: Iterable[Task], seed: int = 0, max_chars: int = 2500, max_windows: int = 4) -> list[Task]:
    """Windows of every task, shuffled (deterministic for a seed)."""
    if max_chars < 1 or max_windows < 1:
        raise ValueError("max_chars and max_windows must be >= 1")
    rng = random.Random(seed)
    out = [window for task in tasks for window in windows_of(task, rng, max_chars, max_windows)]
    rng.shuffle(out)
    return out
