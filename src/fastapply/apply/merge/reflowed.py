"""A chunk's first or last line, not an anchor, read onto an equal original line beyond its edge anchors: a
docstring re-flowed inside its quotes, a block reworded inside its brackets (:mod:`fastapply.apply.merge.place`
falls back on these)."""

from __future__ import annotations

from difflib import SequenceMatcher
from itertools import count

from .lines import is_closer, is_weak, width
from .snippet import Chunk, Snippet
from .source import Source

REACH = 20  # original lines beyond a chunk's edge anchor where its weak edge line may stand as a fallback reading
REWORDED = 0.6  # old lines that read this like a chunk's new lines (word for word) are their old version
WORDS = 500  # words at most of a rewording compared word for word (a docstring, a block; the comparison is quadratic)


def rewritten_edges(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int], lo: int, allowed
                    ) -> tuple[dict[int, int], dict[int, int]]:
    """The chunk's first (last) line, not an anchor, on the nearest equal original line above its first anchor
    (below its last) when the original lines between read like the chunk's new lines between, word for word
    (``REWORDED``): a docstring re-flowed inside its quotes, a block reworded inside its brackets. Second, those
    that do not read so: a weak edge line there (a docstring's quotes, a bracket) may still be that line, its
    block rewritten (another reading, not a sure one), with the lines after (before) it as far as they run on
    equal original lines, the longest such run nearest the anchor taken; never where it would delete a block's head
    and keep its rest (``_deletes_head``)."""
    keys, ckeys, out, maybe = source.keys, snippet.keys[chunk.start : chunk.end], {}, {}
    if not pairs:
        return out, maybe
    first, last, end = min(pairs), max(pairs), len(ckeys) - 1
    top, bottom = pairs[first], pairs[last]
    sides = ((0, top, -1, 2 * first + 3, lambda k, q: (ckeys[k + 1 : first], keys[q + 1 : top]),
              range(chunk.start + 1, chunk.start + first), (first, top)),
             (end, bottom, 1, 2 * (end - last) + 4, lambda k, q: (ckeys[last + 1 : k], keys[bottom + 1 : q]),
              range(chunk.start + last + 1, chunk.start + end), (last, bottom)))
    for i, anchor, step, reach, between, new, stop in sides:
        if i in pairs or not ckeys[i]:
            continue
        near = _longest(ckeys, keys, i, _reach(anchor, step, reach, lo, len(keys)), -step, stop, allowed)
        inner = (max if step < 0 else min)(near, default=None)  # (the run's line nearest the anchor)
        if near and _reworded(*between(inner, near[inner])):
            out.update(near)
        elif is_weak(ckeys[i]):
            far = _reach(anchor, step, max(reach, REACH), lo, len(keys))
            depths = {width(snippet.lines[k]) for k in new if snippet.keys[k]}  # (once per side: the chunk's new lines)
            whole = [q for q in far if keys[q] == ckeys[i] and not _deletes_head(source, depths, q, anchor)]
            maybe.update(_longest(ckeys, keys, i, whole, -step, stop, allowed))
    return out, maybe


def _reach(anchor: int, step: int, reach: int, lo: int, hi: int) -> range:
    """Original lines from next to ``anchor`` on, ``reach`` of them at most, going ``step``, within [lo, hi)."""
    return range(anchor + step, max(anchor - reach, lo - 1) if step < 0 else min(anchor + reach, hi), step)


def _longest(ckeys: list[str], keys, i: int, where, step: int, stop: tuple[int, int], allowed) -> dict[int, int]:
    """The longest run (the nearest of the longest) of chunk lines from ``i`` on equal original lines from one of
    ``where`` (nearest first), going ``step``."""
    runs = [_run(ckeys, keys, i, q, step, stop, allowed) for q in where if keys[q] == ckeys[i]]
    return max(runs, key=len, default={})


def _deletes_head(source: Source, depths: set[int], edge: int, anchor: int) -> bool:
    """Whether the lines between original lines ``edge`` and ``anchor`` (either way round) hold the head of a
    block that holds the lower one (less deep than every line after it down to that one, or as deep as that one
    where it closes the block the head opens), at a depth none of the chunk's new snippet lines between the two
    takes (``depths``): read so, the chunk would delete the head and keep the rest (an ``if`` whose body the chunk
    restates)."""
    a, b = sorted((edge, anchor))
    if b == edge and not is_closer(source.keys[b]):
        return False
    low, closes = source.widths[b], is_closer(source.keys[b])
    free = next(d for d in count() if d not in depths)  # (every depth less than this one is a new line's)
    for p in range(b - 1, a, -1):
        if not source.keys[p]:
            continue
        if (source.widths[p] < low or source.widths[p] == low == source.widths[b] and closes and
                source.keys[p].endswith(("{", "(", "["))) and source.widths[p] not in depths:
            return True
        low = min(low, source.widths[p])
        if low < free or not low and source.widths[b]:
            return False  # (no line can be less deep now at a depth no new line takes, nor as deep as the lower one)
    return False


def _run(ckeys: list[str], keys, i: int, q: int, step: int, stop: tuple[int, int], allowed) -> dict[int, int]:
    """Chunk lines from ``i`` on equal original lines from ``q``, going ``step``, short of ``stop`` (a chunk line,
    an original line)."""
    run = {}
    while (i - stop[0]) * step < 0 and (q - stop[1]) * step < 0 and ckeys[i] == keys[q] and allowed(i, q):
        run[i] = q
        i, q = i + step, q + step
    return run


def _reworded(new: list[str], old: list[str]) -> bool:
    a, b = " ".join(new).split(), " ".join(old).split()
    return bool(a and b) and max(len(a), len(b)) <= WORDS and \
        SequenceMatcher(None, a, b, autojunk=False).ratio() >= REWORDED
