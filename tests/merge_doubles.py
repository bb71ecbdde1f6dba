"""Merges for the merge processes' tests: importable (the worker processes unpickle them by name)."""

from __future__ import annotations

import os
import time
from pathlib import Path


def held_merge(directory: str, original: str, update: str, language: str | None = None):
    """Marks ``entered-PID`` in ``directory``, waits (polling, never ending on its own) until ``release``
    exists there, then merges: as slow as the test wants, by construction."""
    from fastapply.server.merge_process import merge_only

    Path(directory, f"entered-{os.getpid()}").touch()
    while not Path(directory, "release").exists():
        time.sleep(0.01)
    return merge_only(original, update, language)


def entered(directory: Path) -> list[int]:
    return sorted(int(path.name.split("-")[1]) for path in directory.glob("entered-*"))


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"  # ended, not yet reaped


HOLD = "# HOLD\n"  # a snippet line that makes held_when_marked hold its merge


def held_when_marked(directory: str, original: str, update: str, language: str | None = None):
    """``held_merge`` for a snippet holding the HOLD line (merged without it), the plain merge for any other."""
    from fastapply.server.merge_process import merge_only

    if HOLD in update:
        return held_merge(directory, original, update.replace(HOLD, ""), language)
    return merge_only(original, update, language)
