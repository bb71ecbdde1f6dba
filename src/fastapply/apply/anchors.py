"""Anchors: where the lines of a snippet chunk occur in the original file.

A *block* is a maximal run of chunk lines equal to original lines (up to whitespace, see
``line_key``); a *chain* is a sequence of blocks in the same order in both texts. The merge
places a chunk by its best chain (most chunk lines spanned, then most matched, most exact, and
fewest original lines spanned).
"""

from __future__ import annotations

from dataclasses import dataclass

from fastapply.apply.lineindex import KeyIndex
from fastapply.apply.markers import encloses, is_weak

MAX_BLOCKS = 400  # anchor candidates per chunk: bounds the quadratic chain search


@dataclass(frozen=True, slots=True)
class Block:
    """Chunk lines [i, i + size) equal original lines [p, p + size) up to whitespace."""

    i: int
    p: int
    size: int
    weak: bool  # no line worth anchoring on: may only close a chain
    exact: int  # lines equal byte for byte


@dataclass(frozen=True, slots=True)
class Chain:
    """Blocks in the same order in both texts; only its ends and totals are kept."""

    head: Block
    tail: Block
    matched: int
    exact: int

    def score(self) -> tuple[int, int, int, int]:
        """Most chunk lines spanned, most lines matched, most exact lines, fewest original lines spanned."""
        head, tail = self.head, self.tail
        return tail.i + tail.size - head.i, self.matched, self.exact, head.p - tail.p - tail.size


@dataclass(frozen=True, slots=True)
class Texts:
    """A chunk and the original, with the keys (see ``line_key``) their lines are matched by."""

    chunk: tuple[str, ...]
    ckeys: list[str]
    lines: list[str]
    keys: list[str]

    def chains(self, lo: int, open_end: bool) -> list[Chain]:
        """For each block, the best chain of blocks ending with it; weak blocks only end chains."""
        best: dict[Block, Chain] = {}
        for block in sorted(self.blocks(lo), key=lambda b: (b.i, b.p)):
            options = [] if block.weak else [Chain(block, block, block.size, block.exact)]
            for chain in best.values():
                if not chain.tail.weak and (tail := self.after(chain.tail, block, open_end)):
                    matched, exact = chain.matched + tail.size, chain.exact + tail.exact
                    options.append(Chain(chain.head, tail, matched, exact))
            if options:
                best[block] = max(options, key=Chain.score)
        return list(best.values())

    def blocks(self, lo: int) -> list[Block]:
        """Maximal runs of chunk lines equal to original lines at or after ``lo``. When some chunk line occurs
        exactly once there, only runs near such lines count; at most MAX_BLOCKS runs, the longest. With
        ``keys`` a ``KeyIndex`` this costs the candidates' count (plus a binary search per chunk key), not a
        scan of the file."""
        ckeys, keys = self.ckeys, self.keys
        index = keys if isinstance(keys, KeyIndex) else KeyIndex(keys)  # the merge builds it once for all chunks
        hi = len(keys)
        if seeds := [index.between(key, lo, hi)[0] for key in set(ckeys) if index.count(key, lo) == 1
                     and not is_weak(key)]:
            margin = 2 * len(ckeys) + 20
            lo, hi = max(lo, min(seeds) - margin), min(hi, max(seeds) + margin)
        where = {key: index.between(key, lo, hi) for key in set(ckeys)}
        blocks = []
        for i, key in enumerate(ckeys):
            for p in where[key]:
                if p < lo or p >= hi or (i and p > lo and ckeys[i - 1] == keys[p - 1]):
                    continue  # outside the window, or inside a run that starts earlier
                size = 1
                while i + size < len(ckeys) and p + size < hi and ckeys[i + size] == keys[p + size]:
                    size += 1
                if block := self.block(i, p, size):
                    blocks.append(block)
        return sorted(blocks, key=lambda b: (-b.size, b.p))[:MAX_BLOCKS]

    def block(self, i: int, p: int, size: int) -> Block | None:
        """The run without blank lines at its ends (anchors never start or end on one); None if all blank."""
        filled = [k for k in range(size) if self.ckeys[i + k]]
        if not filled:
            return None
        a, b = filled[0], filled[-1] + 1
        exact = sum(self.chunk[i + k] == self.lines[p + k] for k in range(a, b))
        return Block(i + a, p + a, b - a, all(map(is_weak, self.ckeys[i + a : i + b])), exact)

    def after(self, previous: Block, block: Block, open_end: bool) -> Block | None:
        """``block`` as the next link after ``previous``, cut where it overlaps it. A weak link must end both
        texts (no marker after the chunk) or close the block that ``previous`` opens."""
        cut = max(previous.i + previous.size - block.i, previous.p + previous.size - block.p, 0)
        if cut >= block.size or not (block := self.block(block.i + cut, block.p + cut, block.size - cut)):
            return None
        i_end, p_end = block.i + block.size, block.p + block.size
        if not block.weak or (not open_end and (i_end, p_end) == (len(self.chunk), len(self.lines))):
            return block
        in_chunk = encloses(self.chunk[previous.i + previous.size : block.i], self.chunk[block.i : i_end])
        in_lines = encloses(self.lines[previous.p + previous.size : block.p], self.lines[block.p : p_end])
        return block if in_chunk and in_lines else None
