"""The other reading of a chunk that writes a block opener the file has several times twice (``[[redirects]]``,
``<div class="form-field">``, a JSON list item's ``{``): one of its two blocks new, beside the other, restated
(:mod:`fastapply.apply.merge.place` tries it where the first reading is not certified); and where a run of chunk
lines stands, line for line, once in the original (that block restated; a chunk of weak lines only)."""

from __future__ import annotations

from .snippet import Chunk, Snippet
from .source import Source

__all__ = ["new_sibling", "stands_once"]


def new_sibling(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int], lo: int):
    """The other reading of a chunk that writes a block opener the file has several times twice, one of its two
    blocks not restated whole (``[[redirects]]`` / ``from = "/blog/*"`` / ... / ``[[redirects]]`` / ``from =
    "/*"``): that block new, beside the other, only the other's anchors kept; as (anchors, which sides were cut).
    The first block is read so where it is not restated whole, else the last; but a first block that stands line
    for line once in the original after ``lo`` (the first reading anchored its lines on a like block) is that
    block restated, and the second new. None for any other chunk."""
    keys = snippet.keys[chunk.start : chunk.end]
    first = next((i for i, k in enumerate(keys) if k), None)
    if first is None or not keys[first].endswith(("{", ":", "(", "[", "]", ">")) or \
            source.keys.count(keys[first], 0, len(source.lines)) < 2:
        return None
    again = [i for i in range(first + 1, len(keys)) if keys[i] == keys[first]]
    if not again or again[0] not in pairs:
        return None
    if not all(i in pairs for i in range(first + 1, again[0]) if keys[i]):
        if (whole := stands_once(source, keys, first, again[0], lo)) is not None:
            return whole, (False, True)
        return {i: p for i, p in pairs.items() if i >= again[0]}, (True, False)
    if not all(i in pairs for i in range(again[-1] + 1, len(keys)) if keys[i]):
        end = again[-1]
        while end > first and not keys[end - 1]:
            end -= 1  # (with the blank lines above it: the file's stay after the block before)
        return {i: p for i, p in pairs.items() if i < end}, (False, True)
    return None


def stands_once(source: Source, keys: list[str], start: int, end: int, lo: int) -> dict[int, int] | None:
    """Where the block of chunk lines [start, end) stands in the original, at or after line ``lo``: its lines of
    code line for line (blank lines aside); the anchors of that one place, or None where there is none or more
    than one."""
    code = [i for i in range(start, end) if keys[i]]
    found = []
    for k in source.keys.between(keys[start], lo, len(source.lines)):
        at, anchors = k, {}
        for i in code:
            while at < len(source.lines) and not source.keys[at]:
                at += 1
            if at == len(source.lines) or source.keys[at] != keys[i]:
                break
            anchors[i], at = at, at + 1
        else:
            found.append(anchors)
    return found[0] if len(found) == 1 else None
