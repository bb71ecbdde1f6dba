"""Anchors: where the lines of a snippet chunk sit in the original file, found in near-linear time.

A chunk is placed by a *chain*: pairs (chunk line i, original line p), increasing in both, of lines equal up
to whitespace (``line_key``). Under the snippet convention (see :mod:`fastapply.apply.merge`) the chunk
replaces the original lines from its first anchor to its last: chunk lines between anchors are inserted,
original lines between anchors adjacent in the chunk are deleted. The best chain is the cheapest edit::

    score = sum(weight of each anchored line) - DELETE * (original lines deleted) - INSERT * (chunk lines new)

with weight 1 for a line worth anchoring on and WEAK for a common one (``}``, ``)``, ``else:``, a lone
``\"\"\"``). Candidate pairs are *seeds* (lines that occur at most RARE times after the previous chunk;
else the FEW occurrences nearest it), grown along their diagonal into runs, plus common lines near those runs
at a consistent indentation. A weighted longest-increasing-subsequence over the pairs with a Fenwick tree
finds the best chain in O(P log n) for P pairs (P is O(chunk lines) on real files).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass

from fastapply.apply.markers import is_weak, width

RARE = 8  # a line that occurs at most this often after the previous chunk seeds anchors
FEW = 16  # when no chunk line is rare: its occurrences nearest the previous chunk
NEAR = 3  # common lines are looked up near the nearest NEAR runs before and after them
GAP = 80  # ... within this many original lines of the run
WEAK = 0.3  # weight of a common line
DELETE = 0.004  # cost of an original line deleted between two anchors
INSERT = 0.02  # cost of a chunk line that anchors nowhere
TIE = 1e-9


@dataclass(frozen=True, slots=True)
class Placement:
    """A chain: chunk lines ``pairs[k][0]`` sit on original lines ``pairs[k][1]``."""

    pairs: tuple[tuple[int, int], ...]
    score: float
    strong: bool  # some anchor is a line worth anchoring on

    @property
    def start(self) -> int:
        return self.pairs[0][1]

    @property
    def end(self) -> int:
        return self.pairs[-1][1] + 1


class Index:
    """Where each line key occurs in the original: sorted positions per key."""

    def __init__(self, keys: list[str]) -> None:
        self.keys = keys
        self.where: dict[str, list[int]] = {}
        for position, key in enumerate(keys):
            if key:
                self.where.setdefault(key, []).append(position)

    def between(self, key: str, lo: int, hi: int) -> list[int]:
        positions = self.where.get(key, ())
        return positions[bisect_left(positions, lo) : bisect_left(positions, hi)] if positions else []

    def count(self, key: str, lo: int) -> int:
        positions = self.where.get(key, ())
        return len(positions) - bisect_left(positions, lo) if positions else 0


def place(ckeys: list[str], chunk: tuple[str, ...], lines: list[str], index: Index, lo: int,
          open_start: bool, open_end: bool) -> list[Placement]:
    """The best placements of a chunk in ``lines[lo:]``, best first: every placement tied with the best
    (on distinct original regions) and then the runner-up. Empty when no line of the chunk occurs there."""
    pairs = _pairs(ckeys, chunk, lines, index, lo)
    if not pairs:
        return []
    return _chains(pairs, ckeys, chunk, lines, lo, open_start, open_end)


def _pairs(ckeys: list[str], chunk: tuple[str, ...], lines: list[str], index: Index, lo: int) -> list[tuple[int, int]]:
    keys, n, k = index.keys, len(lines), len(ckeys)
    counts = [index.count(key, lo) if key else 0 for key in ckeys]
    seeds = [(i, p) for i, key in enumerate(ckeys) if 0 < counts[i] <= RARE for p in index.between(key, lo, n)]
    if not seeds:
        seeds = [(i, p) for i, key in enumerate(ckeys) if key for p in index.between(key, lo, n)[:FEW]]
    covered: dict[int, int] = {}  # diagonal p - i -> last chunk line covered by a run on it
    runs: list[tuple[int, int, int]] = []  # (i, p, size)
    for i, p in sorted(seeds):
        if covered.get(p - i, -1) >= i:
            continue
        a = 0
        while i - a > 0 and p - a > lo and ckeys[i - a - 1] == keys[p - a - 1]:
            a += 1
        b = 1
        while i + b < k and p + b < n and ckeys[i + b] == keys[p + b]:
            b += 1
        covered[p - i] = i + b - 1
        runs.append((i - a, p - a, a + b))
    pairs = {(i + d, p + d) for i, p, size in runs for d in range(size) if ckeys[i + d]}
    pairs |= _near_runs(ckeys, chunk, lines, index, lo, runs, {i for i, _ in pairs})
    return sorted(pairs, key=lambda pair: (pair[0], -pair[1]))


def _near_runs(ckeys: list[str], chunk: tuple[str, ...], lines: list[str], index: Index, lo: int,
               runs: list[tuple[int, int, int]], matched: set[int]) -> set[tuple[int, int]]:
    """Common lines left out of every run, placed near the runs beside them (after a run: within GAP lines
    after its end; before one: within GAP lines before its start), at the runs' indentation shift."""
    if not runs:
        return set()
    by_start = sorted(runs)
    starts = [run[0] for run in by_start]
    by_end = sorted(runs, key=lambda run: run[0] + run[2])
    ends = [run[0] + run[2] for run in by_end]
    shift = _shift(chunk, lines, runs)
    found = set()
    for i, key in enumerate(ckeys):
        if not key or i in matched:
            continue
        windows = []
        for ri, rp, size in by_end[max(0, bisect_left(ends, i + 1) - NEAR) : bisect_left(ends, i + 1)]:
            windows.append((rp + size, rp + size + (i - ri - size) + GAP))
        for ri, rp, size in by_start[bisect_left(starts, i + 1) : bisect_left(starts, i + 1) + NEAR]:
            windows.append((max(lo, rp - (ri - i) - GAP), rp))
        for a, b in windows:
            for p in index.between(key, a, min(b, len(lines)))[:NEAR]:
                if shift is None or width(lines[p]) - width(chunk[i]) == shift:
                    found.add((i, p))
    return found


def _shift(chunk: tuple[str, ...], lines: list[str], runs: list[tuple[int, int, int]]) -> int | None:
    """The most common indentation shift (original minus chunk width) over the runs' non-blank lines;
    None when tabs meet spaces (widths then say little)."""
    shifts: Counter = Counter()
    for i, p, size in runs:
        for d in range(min(size, 50)):
            new, old = chunk[i + d], lines[p + d]
            if new.strip():
                if ("\t" in new[: len(new) - len(new.lstrip())]) != ("\t" in old[: len(old) - len(old.lstrip())]):
                    return None
                shifts[width(old) - width(new)] += 1
    return shifts.most_common(1)[0][0] if shifts else None


class _MaxTree:
    """Prefix maxima over positions 0..size-1 (a Fenwick tree), each value with a payload."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.tree: list[tuple[float, int]] = [(float("-inf"), -1)] * (size + 1)

    def update(self, position: int, value: float, payload: int) -> None:
        position += 1
        while position <= self.size:
            if value > self.tree[position][0]:
                self.tree[position] = (value, payload)
            position += position & -position

    def query(self, position: int) -> tuple[float, int]:
        """Max over positions < ``position``."""
        best = (float("-inf"), -1)
        while position > 0:
            if self.tree[position][0] > best[0]:
                best = self.tree[position]
            position -= position & -position
        return best


def _chains(pairs: list[tuple[int, int]], ckeys: list[str], chunk: tuple[str, ...], lines: list[str], lo: int,
            open_start: bool, open_end: bool) -> list[Placement]:
    k, n = len(ckeys), len(lines)
    weights = [WEAK if is_weak(ckeys[i]) else 1.0 for i, _ in pairs]
    score = [0.0] * len(pairs)
    parent = [-1] * len(pairs)
    head = [0] * len(pairs)  # original line of the chain's first pair
    strong = [False] * len(pairs)
    tree = _MaxTree(n - lo)
    for j, (i, p) in enumerate(pairs):
        begin = -INSERT * i - (0.0 if open_start else DELETE * (p - lo))
        best, previous = tree.query(p - lo)
        linked = best - DELETE * (p - 1) - INSERT * (i - 1)
        if previous >= 0 and linked > begin:
            score[j], parent[j], head[j] = linked + weights[j], previous, head[previous]
            strong[j] = strong[previous] or weights[j] == 1.0
        else:
            score[j], head[j], strong[j] = begin + weights[j], p, weights[j] == 1.0
        tree.update(p - lo, score[j] + DELETE * p + INSERT * i, j)
    finals: dict[tuple[int, int], tuple[float, int]] = {}
    for j, (i, p) in enumerate(pairs):
        value = score[j] - INSERT * (k - 1 - i) - (0.0 if open_end else DELETE * (n - 1 - p))
        region = (head[j], p)
        if region not in finals or value > finals[region][0] + TIE:
            finals[region] = (value, j)
    ranked = sorted(finals.items(), key=lambda item: (-item[1][0], item[0][0]))
    best = ranked[0][1][0]
    chosen = [item for item in ranked if item[1][0] >= best - TIE] or ranked[:1]
    if len(chosen) < len(ranked):
        chosen.append(ranked[len(chosen)])
    return [Placement(_prune(_walk(j, parent, pairs), ckeys, chunk, lines), value, strong[j])
            for _, (value, j) in chosen]


def _prune(chain: tuple[tuple[int, int], ...], ckeys: list[str], chunk: tuple[str, ...], lines: list[str]
           ) -> tuple[tuple[int, int], ...]:
    """Drop the common-line anchors that would reach over code they do not enclose: a ``}`` matched past a
    sibling function deletes it. A common line may link to its neighbour anchor across deleted or inserted
    lines only when those sit deeper than it (as deep, for a line that closes no bracket: a docstring's
    closing quotes)."""
    kept = list(chain)
    strong = [k for k, (i, _) in enumerate(kept) if not is_weak(ckeys[i])]
    first_strong = strong[0] if strong else len(kept)
    for k in range(min(first_strong, len(kept) - 1) - 1, -1, -1):  # leading common lines, linked to the anchor after them
        (i, p), (i2, p2) = kept[k], kept[k + 1]
        if not _encloses(chunk[i + 1 : i2], lines[p + 1 : p2], chunk[i], lines[p]):
            del kept[: k + 1]
            break
    k, seen_strong = 1, bool(kept) and not is_weak(ckeys[kept[0][0]])
    while k < len(kept):
        (i0, p0), (i, p) = kept[k - 1], kept[k]
        seen_strong = seen_strong or not is_weak(ckeys[i])
        if seen_strong and is_weak(ckeys[i]) and not _encloses(chunk[i0 + 1 : i], lines[p0 + 1 : p], chunk[i], lines[p]):
            del kept[k]
        else:
            k += 1
    return tuple(kept) or chain[:1]


_CLOSERS = ("}", ")", "]", "end", "fi", "done", "esac", "</")


def _encloses(inserted: tuple[str, ...], deleted: list[str], new: str, old: str) -> bool:
    if not any(map(str.strip, deleted)):
        return True
    closer = new.strip().startswith(_CLOSERS)
    depth_new, depth_old = width(new), width(old)
    deep_new = all(width(x) > depth_new or (not closer and width(x) == depth_new) for x in inserted if x.strip())
    deep_old = all(width(x) > depth_old or (not closer and width(x) == depth_old) for x in deleted if x.strip())
    return deep_new and deep_old


def _walk(j: int, parent: list[int], pairs: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    chain = []
    while j >= 0:
        chain.append(pairs[j])
        j = parent[j]
    return tuple(reversed(chain))
