"""The line merge: a lazy edit snippet placed in the original file by its lines alone (the syntax-aware merge,
:mod:`fastapply.apply.merge`, runs it inside each scope, and alone for text without a grammar).

The snippet is cut at marker lines (see :mod:`fastapply.apply.markers`) into chunks. Each chunk is placed
by its anchors: the best chain of runs of chunk lines that equal original lines (up to whitespace), in the
same order in both. The original lines from its first anchor to its last are replaced by the chunk (lines
missing from the chunk are deleted, new ones inserted); original code under a marker is kept. A chunk
without a marker before (after) it reaches the start (end) of the file.

Worked example::

    >>> original = "import os\\n\\ndef f():\\n    return 1\\n\\ndef g():\\n    return 2\\n"
    >>> result = line_merge(original, "# ... existing code ...\\ndef g():\\n    return 3\\n")
    >>> result.text
    'import os\\n\\ndef f():\\n    return 1\\n\\ndef g():\\n    return 3\\n'
    >>> result.confidence, result.sure
    ('exact', True)

The only chunk has a marker before it and none after: it anchors on ``def g():`` and replaces everything
from there to the end of the file.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, replace

from fastapply.apply.anchors import Block, Texts
from fastapply.apply.convention import (
    edge_runs,
    first_again,
    keeps_order,
    loose_link,
    moved_into,
    pinned_edit,
    reaches_edges,
    repeated_end,
    restates,
    restates_all,
    unique_positions,
)
from fastapply.apply.edges import LOOKALIKE, SIMILAR
from fastapply.apply.edges import RANK as _RANK
from fastapply.apply.edges import Placement as _Placement
from fastapply.apply.edges import apply_edge_rules as _apply_edge_rules
from fastapply.apply.edges import place_unanchored as _place_unanchored
from fastapply.apply.indent import Style, render, restyle_whole, style_of
from fastapply.apply.lineindex import KeyIndex, Tail
from fastapply.apply.markers import (
    SPAN_EDGE,
    Chunk,
    block_end,
    count_edits,
    is_marker_line,
    is_weak,
    join_lines,
    line_key,
    newline_of,
    split_lines,
    split_snippet,
)
from fastapply.apply.rewrap import restore_wrapping
from fastapply.apply.siblings import new_siblings, sibling_run

__all__ = ["MergeError", "MergeResult", "MergeTimeout", "is_marker_line", "line_merge"]

RUN = " in a run of like lines"
GAP_CONFIDENCE = "exact"  # the convention: original lines between adjacent chunk lines are deleted


@dataclass(frozen=True, slots=True)
class MergeResult:
    text: str | None  # the merged file; None when confidence == "failed"
    confidence: str  # "exact" | "fuzzy" | "ambiguous" | "failed"
    reasons: tuple[str, ...] = ()
    doubts: tuple[str, ...] = ()  # the reasons that made it ambiguous (each also in ``reasons``)

    @property
    def sure(self) -> bool:
        return self.confidence in ("exact", "fuzzy")


class MergeError(ValueError):
    """The snippet is not an edit at all (empty or whitespace only)."""


class MergeTimeout(MergeError):
    """The merge ran past its ``deadline``; nothing was merged."""


def line_merge(
    original: str, update: str, *, deadline: float | None = None, choices: dict[int, int] | None = None
) -> MergeResult:
    """Merge the lazy edit snippet ``update`` into ``original``; see the module docstring.

    ``deadline`` (a ``time.monotonic()`` value) bounds the work: past it, ``MergeTimeout`` (a ``MergeError``)
    is raised before the next chunk is placed (a single huge chunk is not interrupted). ``choices`` maps a
    chunk number to which of its equally good places to take when it has several (see ``_place``); for a chunk
    whose only doubt is its repeated first line (``first_again``), 1 takes its lines above the repeat as new.
    """
    if not update.strip():
        raise MergeError("the update snippet is empty")
    lines, final_newline = split_lines(original)
    update_lines, update_final_newline = split_lines(update)
    newline = newline_of(original if "\n" in original else update)
    chunks, has_markers = split_snippet(update_lines)
    if not any(map(str.strip, lines)):
        if has_markers:  # they stand for existing code, and there is none
            return MergeResult(None, "failed", ("the original is empty, so the snippet's `... existing code ...` "
                                                "markers stand for code that is not there",))
        return MergeResult(join_lines(update_lines, newline, update_final_newline), "fuzzy", ("the original is empty",))
    if not chunks:
        return MergeResult(original, "exact", ("the snippet holds only markers: nothing to change",))
    keys = KeyIndex(line_key(line) for line in lines)  # with each key's positions: placing a chunk scans no file
    styles = style_of(lines), style_of(*(chunk.lines for chunk in chunks), evidence=1)
    if not has_markers and _same_ends(keys, [line_key(line) for line in update_lines]):
        return _whole_file(update_lines, lines, keys, newline, final_newline, styles)
    unique, counts = unique_positions(keys), Counter(keys)
    out: list[str] = []
    cursor, confidence, reasons, doubts = 0, "exact", [], []
    for number, chunk in enumerate(chunks, 1):
        if deadline is not None and time.monotonic() > deadline:
            raise MergeTimeout(f"the merge ran past its deadline at chunk {number} of {len(chunks)}")
        placement = _place(chunk, number, lines, keys, unique, cursor, (choices or {}).get(number))
        if not has_markers and (placement is None or (placement.start, placement.end) == (0, len(lines))):
            whole = _whole_file(update_lines, lines, keys, newline, final_newline, styles)
            if placement is not None and placement.whole:  # it drops lines at the edges: said so
                return MergeResult(whole.text, "fuzzy", (*whole.reasons, *placement.reasons), placement.doubts)
            return whole
        if placement is None:
            return MergeResult(None, "failed", (*reasons, _unplaced(chunk, number, keys, cursor)))
        region = lines[placement.start : placement.end]
        rendered, loose, matched = render(chunk.lines, region, placement.anchors, styles)
        if deleted := loose_link(chunk.lines, region, matched, counts):
            again = first_again(chunk.lines, matched, counts)
            if again and again[2] and not placement.doubts and (choices or {}).get(number) == 1 and \
                    deleted.startswith("its first line"):  # the other reading: its lines above its repeat new
                placement.start += again[2]
                region = lines[placement.start : placement.end]
                rendered, loose, matched = render(chunk.lines, region, placement.anchors, styles)
            placement.note("ambiguous", deleted)
        if loose:
            placement.note("fuzzy", loose)
        rendered, rewrapped = restore_wrapping(rendered, region, matched)
        if rewrapped:
            placement.note("fuzzy", f"{rewrapped} line(s) join original lines: kept the original wrapping")
        out += lines[cursor : placement.start] + rendered
        cursor = placement.end
        reasons += placement.reasons
        doubts += placement.doubts
        confidence = max(confidence, placement.confidence, key=_RANK.__getitem__)
    out += lines[cursor:]
    return MergeResult(join_lines(out, newline, final_newline), confidence, tuple(reasons), tuple(doubts))


def _place(
    chunk: Chunk, number: int, lines: list[str], keys: KeyIndex, unique: dict[str, int], lo: int,
    choice: int | None = None,
) -> _Placement | None:
    """Where ``chunk`` goes in ``lines[lo:]``; None when nothing anchors it and no rule places it. ``choice``
    k takes the k-th (in file order, from 0; backwards for a chunk that ends the file) of several equally good
    places instead of the default one (the only one where it restates every line between its anchors, if there
    is one: then no doubt); for a chunk with one place, 1 takes the other reading of its doubt: the copy of its
    first (last) anchor lines that stands between its anchors (no doubt either where it restates every line
    between them), or else its new lines beside like original lines the other way (edits of those, or new
    lines), or closing lines at a file edge as new ones, or its edge lines as the original lines a few lines off
    its anchors (see apply/readings.py)."""
    chains = Texts(chunk.lines, [line_key(x) for x in chunk.lines], lines, keys).chains(lo, chunk.open_end)
    if not chains:
        return _place_unanchored(chunk, number, lines, keys, lo, choice)
    best = max(chain.score() for chain in chains)
    tied = sorted((chain for chain in chains if chain.score() == best), key=lambda chain: chain.head.p)
    ckeys = [line_key(x) for x in chunk.lines]
    tied = [chain for chain in tied if keeps_order(ckeys, keys, chain)] or tied  # once-only lines keep order
    head, tail = tied[0].head, tied[0].tail
    edges = reaches_edges(chunk, keys, lo, tied[0])  # a rival that cannot reach a marker-less edge breaks the rule
    rivals = {(chain.head.p, chain.tail.p) for chain in chains if chain.score()[:3] == best[:3]
              and (chain.tail.p <= head.p or chain.head.p >= tail.p or chain in tied)
              and (not edges or reaches_edges(chunk, keys, lo, chain))}
    order, last = sorted(rivals), chunk.open_start and not chunk.open_end and len(rivals) > 1
    if last:  # it ends the file: its last place drops the fewest lines below it, then the others backwards
        order.reverse()
    ends = {place: max(((c.score(), c.head, c.tail) for c in chains if (c.head.p, c.tail.p) == place))[1:]
            for place in order} if len(rivals) > 1 else {}
    whole = [place for place, (h, t) in ends.items() if restates_all(ckeys, keys, h, t, SIMILAR)]
    if choice is None and len(whole) == 1:  # the only place where it restates every line between its anchors
        rivals, (head, tail) = set(whole), ends[whole[0]]
    elif (choice is not None or last) and len(rivals) > 1:  # or another equal place (apply/readings.py, tiebreak.py)
        head, tail = ends[order[(choice or 0) % len(rivals)]]
    again = repeated_end(chunk, keys, head, tail) if len(rivals) == 1 else ""
    copy = _inner_copy(again, keys, head, tail) if again else None
    if restated := bool(copy) and restates_all(ckeys, keys, head, tail, SIMILAR):  # at the copy, those would stand twice
        repeated, again = again, ""
    elif copy and choice == 1:
        head, tail = copy  # the other reading: the chunk starts (ends) at the copy between its anchors
    anchors = [(chunk.lines[b.i + k], lines[b.p + k]) for b in {head, tail} for k in range(b.size)]
    placement = _Placement(number, head.p, tail.p + tail.size, anchors)
    anchor = next(x for x in chunk.lines[head.i : head.i + head.size] if not is_weak(line_key(x))).strip()
    if len(rivals) > 1:
        after = f" after chunk {number - 1}" if lo else ""
        which = "last" if last else "first" if len(tied) > 1 else "tightest"
        placement.note("ambiguous", f"anchor {anchor!r} fits {len(rivals)} places, took the {which}{after}")
    elif again:
        placement.note("ambiguous", f"its {again} anchor line also stands between its anchors: which copy is meant"
                                    + ("?" if copy or choice == 1 else " (in part)?"))
    elif len(ends) > 1 and len(whole) == 1 and choice is None:
        placement.reasons.append(f"chunk {number}: of the {len(ends)} places its anchor {anchor!r} fits, only one has "
                                 "every line between its anchors restated: took that one")
    elif restated:
        placement.reasons.append(f"chunk {number}: its {repeated} anchor line also stands between its anchors, but "
                                 "it restates every line between them: took the copy that keeps none twice")
    elif lo and 0 <= keys.first(line_key(anchor)) < lo:
        placement.reasons.append(f"chunk {number}: anchor {anchor!r} also occurs before chunk {number - 1}")
    other = choice == 1 and len(rivals) == 1 and not again  # choice 1: its new lines beside like ones the other way
    new_before, new_after = chunk.lines[: head.i], chunk.lines[tail.i + tail.size :]
    _apply_edge_rules(placement, chunk, len(new_before), len(new_after), lines)
    span = min(head.p, placement.start + 1), max(tail.p + tail.size, placement.end)  # with the file edges it takes
    if moved := moved_into(new_before + new_after, unique, keys, *span):
        placement.note("ambiguous", f"its line {moved!r} is new beside its anchors but also inside what it replaces")
    chain, span = (head.p, tail.p + tail.size), (placement.start, placement.end)
    placement.start, placement.end, gaps, doubts = edge_runs(chunk, keys, lo, (new_before, new_after), chain, span)
    for gap in gaps:
        placement.note(GAP_CONFIDENCE, f"{gap}: deleted those")
    inserted_before = placement.start == head.p
    if inserted_before and (edited := count_edits(new_before[::-1], lines[lo : head.p][::-1], LOOKALIKE)):
        above = lines[lo : head.p][::-1]
        if pinned_edit(new_before[::-1], above) or lines[head.p].startswith(SPAN_EDGE):  # a span's end
            placement.start -= edited
        elif chunk.open_start and new_siblings(new_before[::-1], above, edited, lines[head.p], LOOKALIKE):
            placement.reasons.append(f"chunk {number}: its new lines before {anchor!r} are new items{RUN}")
        elif sibling_run(new_before[::-1], above, edited, lines[head.p], LOOKALIKE) != other:  # a run: inserted
            placement.note("ambiguous", f"took the new lines before {anchor!r} as new{RUN * (not other)}")
        else:
            placement.start -= edited
            placement.note("ambiguous", f"took the new lines before {anchor!r} as edits of {edited} like them")
    if placement.end == tail.p + tail.size and new_after:
        last = lines[placement.end - 1].strip()
        end = block_end(lines, placement.end, new_after, chunk.marker_after) if chunk.open_end else 0
        if edited := count_edits(new_after, below := Tail(lines, placement.end), LOOKALIKE):
            if pinned_edit(new_after, below) or SPAN_EDGE in (lines[placement.end - 1][:1], lines[head.p][:1]):
                placement.end += edited
            elif chunk.open_end and new_siblings(new_after, below, edited, lines[placement.end - 1], LOOKALIKE):
                placement.reasons.append(f"chunk {number}: its new lines after {last!r} are new items{RUN}")
            elif sibling_run(new_after, below, edited, lines[placement.end - 1], LOOKALIKE) != other:  # inserted
                placement.note("ambiguous", f"took the new lines after {last!r} as new{RUN * (not other)}")
            else:
                placement.end += edited
                placement.note("ambiguous", f"took the new lines after {last!r} as edits of {edited} like them")
        elif end > placement.end and restates(new_after, keys[placement.end : end]):
            placement.end = end
            placement.note("fuzzy", f"its last lines replace the rest of {last!r} (marker outdented)")
        elif end > placement.end:  # they restate none of it: added at its top, the marker standing for the rest?
            placement.note("ambiguous", f"took the lines after {last!r} as new, though the marker after them is "
                                        "outdented: or do they replace the rest of it?")
    for edge, doubt in doubts:  # another reading of its edge lines, unless the placement took that reading
        if placement.start > edge or placement.end < edge:
            if choice == 1 and not placement.doubts and len(doubts) == 1:  # the other reading: those lines
                placement.start, placement.end = min(placement.start, edge), max(placement.end, edge)
            placement.note("ambiguous", f"{doubt}: new, or those?")
    return placement


def _inner_copy(end: str, keys: KeyIndex, head: Block, tail: Block) -> tuple[Block, Block] | None:
    """The chain's ``end`` ("first" or "last") block moved to its copy between the chain's ends (the one nearest
    the other end), or None when its lines stand there only in part."""
    block = head if end == "first" else tail
    run = keys[block.p : block.p + block.size]
    at = [p for p in range(head.p + head.size, tail.p - block.size + 1) if keys[p : p + block.size] == run]
    if not at:
        return None
    return (replace(head, p=at[-1]), tail) if end == "first" else (head, replace(tail, p=at[0]))


def _same_ends(keys: list[str], update_keys: list[str]) -> bool:
    """The first and last non-blank lines of both texts are equal: a marker-less snippet that spans the
    file (taken whole at once, in linear time, whatever its size)."""
    ours, theirs = [k for k in keys if k], [k for k in update_keys if k]
    return bool(ours and theirs) and (ours[0], ours[-1]) == (theirs[0], theirs[-1])


def _whole_file(
    update_lines: list[str], lines: list[str], keys: list[str], newline: str, final_newline: bool,
    styles: tuple[Style | None, ...],
) -> MergeResult:
    """A marker-less snippet that spans the file is the new file itself, in the file's indentation style.
    Its shared lines are counted as a multiset (linear time; an upper bound of the lines an alignment keeps)."""
    shared = sum((Counter(keys) & Counter(map(line_key, update_lines))).values())
    reasons = [f"no markers: the snippet is the whole file ({shared} of {len(keys)} original lines kept)"]
    confidence = "exact" if 2 * shared >= len(keys) else "fuzzy"
    if restyled := restyle_whole(update_lines, lines, styles):
        (update_lines, reason), confidence = restyled, "fuzzy"
        reasons.append(reason)
    return MergeResult(join_lines(update_lines, newline, final_newline), confidence, tuple(reasons))


def _unplaced(chunk: Chunk, number: int, keys: list[str], lo: int) -> str:
    head = next(filter(str.strip, chunk.lines)).strip()
    if any(key in keys[:lo] for key in map(line_key, chunk.lines) if not is_weak(key)):
        return f"chunk {number} ({head!r}) matches only before chunk {number - 1}: chunks out of order?"
    return f"chunk {number} ({head!r}) matches nothing in the original after line {lo}"
