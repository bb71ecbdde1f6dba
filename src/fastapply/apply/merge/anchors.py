"""Anchors: where the lines of a snippet chunk stand in the original.

A *block* is a maximal run of chunk lines equal to consecutive original lines (by key, see ``line_key``); a
*chain* is a sequence of blocks in the same order in both texts. A chunk is placed by its best chain: the most
chunk lines spanned from its first anchor to its last, then the most lines matched (lines that stand once in the
original count first, then lines that are not weak), then the fewest original lines spanned. A weak block
(closers, ``return``, blank-ish lines) never starts a chain, and follows a block only right after it in the
original, or where it closes the scope that holds what lies between them (every line between, in both texts,
sits deeper than it).

    >>> keys = ["def f():", "x = 1", "return x", "def g():", "x = 1", "return x"]
    >>> [(c.start, c.score()) for c in chains(["def g():", "x = 1", "y = 2"], KeyIndex(keys), [0] * 6, [0] * 3)]
    [(3, (2, 1, 1, 2, -2))]

``allowed(i, p)`` says whether chunk line ``i`` may stand for original line ``p`` at all (the merge allows a
line inside a snippet declaration to stand only for lines inside the original declaration of that name).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate
from weakref import WeakKeyDictionary

from .keyindex import KeyIndex
from .lines import is_weak, width
from .scopes import stands_for
from .snippet import Chunk, Snippet
from .source import Source

__all__ = ["Block", "Chain", "chains", "chunk_chains", "slid"]

MAX_BLOCKS = 400  # candidate blocks per chunk: bounds the quadratic chain search
SEED_MARGIN = 20  # with a line that stands once, only blocks this near (plus twice the chunk) are looked at
LOCAL = 200  # a chunk longer than this looks for each line's blocks near the lines around it that stand once
_CHAINS: WeakKeyDictionary[Snippet, tuple[Source, dict]] = WeakKeyDictionary()  # chunk_chains', per snippet


@dataclass(frozen=True, slots=True)
class Block:
    """Chunk lines [i, i + size) equal original lines [p, p + size)."""

    i: int
    p: int
    size: int
    strong: int  # lines of it that are not weak
    rare: int = 0  # lines of it that stand once in the original window

    @property
    def weak(self) -> bool:
        return not self.strong


@dataclass(frozen=True, slots=True)
class Chain:
    blocks: tuple[Block, ...]
    sums: tuple[int, int, int]  # its blocks' rare, strong and all lines (``of`` and ``then`` keep them)

    @staticmethod
    def of(block: Block) -> Chain:
        return Chain((block,), (block.rare, block.strong, block.size))

    def then(self, block: Block) -> Chain:
        """This chain with ``block`` after it (its sums grown, not read again: the chain search makes many)."""
        rare, strong, size = self.sums
        return Chain((*self.blocks, block), (rare + block.rare, strong + block.strong, size + block.size))

    def score(self) -> tuple[int, int, int, int, int]:
        """Chunk lines spanned (from its first anchor to its last), lines matched that stand once in the original,
        strong lines matched, all lines matched, minus the original lines spanned."""
        first, last = self.blocks[0], self.blocks[-1]
        return (last.i + last.size - first.i, *self.sums, first.p - last.p - last.size)

    @property
    def start(self) -> int:
        return self.blocks[0].p

    @property
    def end(self) -> int:
        return self.blocks[-1].p + self.blocks[-1].size


def chains(ckeys: list[str], keys: KeyIndex, widths: list[int], cwidths: list[int], lo: int = 0,
           hi: int | None = None, allowed: Callable[[int, int], bool] = lambda i, p: True,
           styled: bool = False) -> list[Chain]:
    """The best chain for each place the chunk's lines ``ckeys`` can start at in ``keys[lo:hi]``, best first, then
    in file order; ties at the top are equally good places. ``widths`` / ``cwidths``: the indentation of each
    original / chunk line; ``styled``: the chunk indents as the file does, so a weak block follows a chain only
    as far off its original depth as the chain's first block (a closer is another block's at another depth)."""
    hi = len(keys) if hi is None else hi
    strong = [0, *accumulate(not is_weak(key) for key in ckeys)]  # [j]: the first j lines' strong ones (O(1) weights)
    rare = [0, *accumulate(bool(key) and not is_weak(key) and keys.count(key, lo, hi) == 1 for key in ckeys)]
    weights = (strong, rare)  # prefix counts of strong lines and of lines that stand once
    found = _blocks(ckeys, keys, lo, hi, allowed, weights)
    best: dict[Block, Chain] = {}
    for block in sorted(found, key=lambda b: (b.i, b.p)):
        options = [] if block.weak else [Chain.of(block)]
        for chain in best.values():
            if (link := _after(chain.blocks[-1], block, ckeys, keys, widths, cwidths, weights)) is not None and (
                    not styled or not link.weak or _shift(link, widths, cwidths) == _shift(chain.blocks[0], widths,
                                                                                             cwidths)):
                options.append(chain.then(link))
        if options:
            best[block] = max(options, key=Chain.score)
    ends: dict[tuple[int, int], Chain] = {}
    for chain in best.values():  # one chain per place (its first original line): the best of them
        if chain.start not in ends or chain.score() > ends[chain.start].score():
            ends[chain.start] = chain
    return sorted(ends.values(), key=lambda c: (tuple(-x for x in c.score()), c.start))


def _blocks(ckeys: list[str], keys: KeyIndex, lo: int, hi: int, allowed, weights) -> list[Block]:
    """Maximal runs of chunk lines equal to original lines in [lo, hi), at most MAX_BLOCKS of the longest. Where
    a strong chunk line stands once in the window, only runs near such lines count; in a chunk over LOCAL lines,
    each line looks only near where the nearest such lines around it (within LOCAL) put it."""
    once = [k for k in set(ckeys) if k and not is_weak(k) and keys.count(k, lo, hi) == 1]
    if seeds := [keys.between(k, lo, hi)[0] for k in once]:
        margin = 2 * len(ckeys) + SEED_MARGIN
        lo, hi = max(lo, min(seeds) - margin), min(hi, max(seeds) + margin)
    near = _near(ckeys, keys, lo, hi, set(once)) if len(ckeys) > LOCAL and once else None
    out = []
    reach: dict[int, tuple[int, int]] = {}  # per diagonal p - i: chunk lines [a, b) found equal and allowed on it
    positions, start, stop = keys.positions, lo, hi  # (``keys.between`` inlined: one lookup a chunk line)
    for i, key in enumerate(ckeys):
        if not key or not (where := positions.get(key)):
            continue
        if near:
            start, stop = near(i)
        for p in where[bisect_left(where, start) : bisect_left(where, stop)]:
            a, b = reach.get(p - i, (0, 0))
            if a <= i < b or not allowed(i, p) or (i and p > lo and ckeys[i - 1] and ckeys[i - 1] == keys[p - 1]
                                                  and allowed(i - 1, p - 1)):
                continue  # not here, or inside a run that starts earlier (its tail, past a blank line, is no block:
                # every chain it could start or end, the whole run makes longer)
            size = 1
            while i + size < len(ckeys) and p + size < hi and ckeys[i + size] == keys[p + size] and \
                    allowed(i + size, p + size):
                size += 1
            reach[p - i] = (i, i + size)
            while not ckeys[i + size - 1]:  # never ends on a blank line
                size -= 1
            out.append((i, p, size))  # (a Block only for those kept)
    kept = sorted(out, key=lambda b: (-b[2], b[1]))[:MAX_BLOCKS]
    return [_block(i, p, size, weights) for i, p, size in kept]


def _shift(block: Block, widths: list[int], cwidths: list[int]) -> int:
    return cwidths[block.i] - widths[block.p]


def _block(i: int, p: int, size: int, weights: tuple[list[int], list[int]]) -> Block:
    strong, rare = weights
    return Block(i, p, size, strong[i + size] - strong[i], rare[i + size] - rare[i])


def _near(ckeys: list[str], keys: KeyIndex, lo: int, hi: int, once: set[str]):
    """For a long chunk: chunk line -> the original window [lo, hi) its blocks may start in: around where the
    nearest chunk lines above and below it that stand once in the original put it (SEED_MARGIN beyond), or the
    whole window where none lies within LOCAL lines."""
    pins = [(i, keys.between(k, lo, hi)[0]) for i, k in enumerate(ckeys) if k in once]
    at = [i for i, _ in pins]

    def window(i: int) -> tuple[int, int]:
        k = bisect_right(at, i)  # (the pin at or above it is k - 1, the one below it k)
        above = pins[k - 1][1] + i - at[k - 1] if k and i - at[k - 1] <= LOCAL else None
        below = pins[k][1] + i - at[k] if k < len(at) and at[k] - i <= LOCAL else None
        if above is None and below is None:
            return lo, hi
        first, last = (below, below) if above is None else (above, above) if below is None else (
            min(above, below), max(above, below))
        return max(lo, first - SEED_MARGIN), min(hi, last + SEED_MARGIN + 1)

    return window


def _after(previous: Block, block: Block, ckeys: list[str], keys: list[str], widths: list[int],
           cwidths: list[int], weights) -> Block | None:
    """``block`` as the next link after ``previous``, cut where it overlaps it; None when it cannot follow (see
    the module docstring)."""
    cut = max(previous.i + previous.size - block.i, previous.p + previous.size - block.p, 0)
    if cut >= block.size:
        return None
    i, p, size = block.i + cut, block.p + cut, block.size - cut
    while size and not ckeys[i]:
        i, p, size = i + 1, p + 1, size - 1
    if not size:
        return None
    link = _block(i, p, size, weights)
    if link.weak and p > previous.p + previous.size:  # (right after it in the original: it merely follows)
        depth = min(cwidths[i : i + size]), min(widths[p : p + size])
        inside = all(cwidths[j] > depth[0] for j in range(previous.i + previous.size, i) if ckeys[j]) and \
            all(widths[q] > depth[1] for q in range(previous.p + previous.size, p) if keys[q])
        return link if inside else None
    return link


def chunk_chains(source: Source, snippet: Snippet, chunk: Chunk, k: int, after: int) -> list:
    """``chains`` for the chunk's lines from its ``k``-th, in the original from line ``after``: found once per
    snippet and source (each reading places the chunks before a choice alike)."""
    cache = _CHAINS.get(snippet)
    if cache is None or cache[0] is not source:
        cache = _CHAINS[snippet] = (source, {})
    key = (chunk.start, k, after)
    if key not in cache[1]:
        cache[1][key] = chains(snippet.keys[chunk.start + k : chunk.end], source.keys, source.widths,
                               [width(x) for x in snippet.lines[chunk.start + k : chunk.end]], after,
                               len(source.lines), stands_for(snippet, source, chunk.start + k),
                               source.style == snippet.style)
    return cache[1][key]


def slid(source: Source, ckeys: list[str], blocks: tuple[Block, ...]) -> list[Block]:
    """``blocks`` with each deletion between two of them (the chunk goes on, the original skips lines) that cuts a
    declaration moved up over the lines that end the block above and the lines deleted alike (which copy of a
    repeated line is restated changes nothing written), as little as makes it cut none: a ``[[redirects]]`` table
    deleted between two restated ones is its header and keys, not its keys and the next table's header."""
    out = list(blocks)
    for n in range(len(out) - 1):
        upper, lower = out[n], out[n + 1]
        end = upper.p + upper.size
        if lower.i != upper.i + upper.size or lower.p <= end or not _cuts(source, end, lower.p):
            continue
        for off in range(1, upper.size):
            if ckeys[upper.i + upper.size - off] != source.keys[lower.p - off]:
                break
            if not _cuts(source, end - off, lower.p - off):
                out[n] = Block(upper.i, upper.p, upper.size - off, upper.strong, upper.rare)
                out[n + 1] = Block(lower.i - off, lower.p - off, lower.size + off, lower.strong, lower.rare)
                break
    return out


def _cuts(source: Source, a: int, b: int) -> bool:
    """Original lines [a, b) hold part of a declaration, not all of it."""
    return any(d.start < b and a < d.end and not (a <= d.start and d.end <= b) for _, d in source.flat)
