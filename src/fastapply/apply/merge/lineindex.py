"""Where each line key stands in the original, built once per merge, so that placing many chunks costs
about the chunks' own size (plus a logarithm) each, not a scan of the file each.

``KeyIndex`` is the list of the original's line keys (see ``line_key``) that also knows, for every key,
its positions in ascending order: how often a key occurs after a line and where, in a window of lines,
are binary searches. ``Tail`` is a read-only view of a list from a position on (no copy).

    >>> keys = KeyIndex(["a", "b", "a", "c", "a"])
    >>> keys.between("a", 1, 5), keys.count("a", 1), keys.first("c"), keys.first("z")
    ([2, 4], 2, 3, -1)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import overload

__all__ = ["KeyIndex", "Tail"]


class KeyIndex(list[str]):
    """The original's line keys (a list, not to be changed after it is built) and each key's positions."""

    def __init__(self, keys: Iterable[str]) -> None:
        super().__init__(keys)
        self.positions: dict[str, list[int]] = {}
        for position, key in enumerate(self):
            self.positions.setdefault(key, []).append(position)

    def between(self, key: str, lo: int, hi: int) -> list[int]:
        """The positions p of ``key`` with lo <= p < hi, ascending."""
        where = self.positions.get(key, ())
        return where[bisect_left(where, lo) : bisect_left(where, hi)] if where else []

    def count(self, key: str, lo: int) -> int:
        """How often ``key`` occurs at or after ``lo``."""
        where = self.positions.get(key, ())
        return len(where) - bisect_left(where, lo) if where else 0

    def first(self, key: str) -> int:
        """The first position of ``key``, -1 when it does not occur."""
        where = self.positions.get(key)
        return where[0] if where else -1


class Tail(Sequence[str]):
    """``lines[start:]`` without copying it."""

    def __init__(self, lines: Sequence[str], start: int) -> None:
        self.lines, self.start = lines, start

    def __len__(self) -> int:
        return max(len(self.lines) - self.start, 0)

    @overload
    def __getitem__(self, k: int) -> str: ...
    @overload
    def __getitem__(self, k: slice) -> Sequence[str]: ...
    def __getitem__(self, k: int | slice) -> str | Sequence[str]:
        if isinstance(k, slice):
            return list(self)[k]
        if not -len(self) <= k < len(self):
            raise IndexError(k)
        return self.lines[self.start + k % len(self)]
