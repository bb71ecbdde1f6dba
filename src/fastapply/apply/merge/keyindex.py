"""The original's line keys and where each stands: placing a chunk looks its lines up here, never scanning the
file (the merge stays linear in it)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable

__all__ = ["KeyIndex"]


class KeyIndex(list[str]):
    """The original's line keys (a list, not to be changed after it is built) and each key's positions.

    >>> keys = KeyIndex(["a", "b", "a", "c", "a"])
    >>> keys.between("a", 1, 5), keys.count("a", 1, 5)
    ([2, 4], 2)
    """

    def __init__(self, keys: Iterable[str]) -> None:
        super().__init__(keys)
        self.positions: dict[str, list[int]] = {}
        for position, key in enumerate(self):
            self.positions.setdefault(key, []).append(position)

    def between(self, key: str, lo: int, hi: int) -> list[int]:
        """The positions p of ``key`` with lo <= p < hi, ascending."""
        where = self.positions.get(key, ())
        return where[bisect_left(where, lo) : bisect_left(where, hi)] if where else []

    def count(self, key: str, lo: int, hi: int) -> int:
        """How often ``key`` occurs in [lo, hi)."""
        where = self.positions.get(key, ())
        return bisect_left(where, hi) - bisect_left(where, lo) if where else 0
