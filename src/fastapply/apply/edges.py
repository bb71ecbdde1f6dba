"""Placing a snippet chunk by the file's edges: the edge rule (a chunk with no marker before (after) it starts
(ends) the file) and chunks that no anchor places (see :mod:`fastapply.apply.merge`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from fastapply.apply.closers import place_closers
from fastapply.apply.convention import empty_comment, is_statement, pinned_edit, same_edge
from fastapply.apply.markers import (
    Chunk,
    count_edits,
    is_editor_header,
    is_weak,
    line_key,
    most_similar,
    similarity,
)

EDGE_SLACK = 3  # original lines a marker-less chunk edge may drop beyond its own new lines
SIMILAR = 0.6  # similarity to place a chunk that has no anchor at all
LOOKALIKE = 0.75  # similarity above which a new line beside an anchor is an edit of its neighbour
SAME_EDGE = "ambiguous"  # only closers (`}`, `</div>`, a fence) anchor a file-edge chunk: "exact" measured wrong
WHOLE_SLACK = 1 / 3  # share of a file's lines a marker-less snippet may leave out at its edges and be the whole file
RANK = {"exact": 0, "fuzzy": 1, "ambiguous": 2, "failed": 3}


@dataclass(slots=True)
class Placement:
    """Chunk ``number`` replaces original lines [start, end)."""

    number: int
    start: int
    end: int
    anchors: list[tuple[str, str]]  # (snippet line, original line) pairs that fixed the place
    confidence: str = "exact"
    reasons: list[str] = field(default_factory=list)
    whole: bool = False  # a marker-less snippet taken as the whole file although it drops lines at the edges
    doubts: tuple[str, ...] = ()  # the reasons noted "ambiguous"

    def note(self, confidence: str, reason: str) -> None:
        self.reasons.append(f"chunk {self.number}: {reason}")
        if confidence == "ambiguous":
            self.doubts += (self.reasons[-1],)
        self.confidence = max(self.confidence, confidence, key=RANK.__getitem__)


def apply_edge_rules(
    placement: Placement, chunk: Chunk, new_before: int, new_after: int, lines: list[str]
) -> None:
    """A chunk with no marker before (after) it reaches the file's start (end). When that drops over
    EDGE_SLACK more original lines than it brings new ones and some are not blank, the text follows the
    convention (in the cut real diffs, data/real_cut.jsonl and data/dev_cut.jsonl, and the assistant
    answers alike the lines were truly gone every time they were kept), but the drop is flagged
    ``ambiguous`` in a snippet with markers: an assistant that merely forgot the marker would lose a
    licence header, a shebang or the imports, so the user must allow it (``--allow-ambiguous``); a
    marker-less snippet that is most of the file is the whole file (fuzzy). At most EDGE_SLACK encoding/modeline (or blank) lines are reported as such (a marker-less
    snippet that spans the file is the whole file and keeps them, see ``_whole_file``)."""
    above = lines[: placement.start] if not chunk.open_start else []  # copied only for a file-edge chunk
    below = lines[placement.end :] if not chunk.open_end else []
    bare = not (chunk.open_start or chunk.open_end)  # a marker-less snippet: an excerpt unless it is most of the file
    whole = bare and _most_of(above + below, lines)
    if not chunk.open_start and above:
        if not any(map(str.strip, above)) or (new_before and len(above) - new_before <= EDGE_SLACK):
            placement.start = 0
        elif only_preamble(above):
            placement.reasons.append(f"chunk {placement.number}: kept the file's opening lines above it")
        elif chunk.open_end and only_editor_headers(above):
            placement.start = 0
            placement.note("fuzzy", f"no marker before it: {dropped(above)} above it")
        elif whole or not bare:
            placement.start, placement.whole = 0, whole
            placement.note("fuzzy" if whole else "ambiguous", _edge_drop(whole, "before", len(above)))
        else:
            placement.note("fuzzy", f"no markers: an excerpt, kept the {len(above)} line(s) above it")
    if not chunk.open_end and below:
        if not any(map(str.strip, below)) or (new_after and len(below) - new_after <= EDGE_SLACK):
            placement.end = len(lines)
        elif chunk.open_start and only_editor_headers(below):
            placement.end = len(lines)
            placement.note("fuzzy", f"no marker after it: {dropped(below)} below it")
        elif whole or not bare:
            placement.end, placement.whole = len(lines), whole
            placement.note("fuzzy" if whole else "ambiguous", _edge_drop(whole, "after", len(below)))
        else:
            placement.note("fuzzy", f"no markers: an excerpt, kept the {len(below)} line(s) below it")


def _edge_drop(whole: bool, side: str, count: int) -> str:
    where = "above" if side == "before" else "below"
    if whole:
        return f"no markers: the whole file, dropping the {count} line(s) {where} it"
    return f"no marker {side} it: dropped the {count} line(s) {where} it (a marker {side} it keeps them)"


def _most_of(outside: list[str], lines: list[str]) -> bool:
    """A marker-less snippet that leaves out only a few of the file's lines at its edges (at most WHOLE_SLACK of
    its non-blank lines, not only an encoding/modeline header): a whole-file answer that deletes them."""
    dropped = sum(map(bool, map(str.strip, outside)))
    return 0 < dropped <= WHOLE_SLACK * sum(map(bool, map(str.strip, lines))) and not only_editor_headers(outside)


_PREAMBLE = re.compile(r"\s*(?:package\s+[\w.]+\s*;?|<\?php|declare\s*\(\s*strict_types\s*=\s*1\s*\)\s*;"
                       r"|namespace\s+[\w\\.]+\s*;)\s*")


def only_preamble(lines: list[str]) -> bool:
    """A package clause, PHP's opening tag, ``declare(strict_types=1);`` or a file-scoped namespace, and blank
    lines: what every file of its language opens with, never what a snippet that starts below it deletes."""
    return any(map(str.strip, lines)) and all(not x.strip() or _PREAMBLE.fullmatch(x) for x in lines)


def only_editor_headers(lines: list[str]) -> bool:
    return len(lines) <= EDGE_SLACK and all(not line.strip() or is_editor_header(line) for line in lines)


def dropped(lines: list[str]) -> str:
    return f"dropped the {len(lines)} encoding/modeline/blank line(s)"


def place_unanchored(
    chunk: Chunk, number: int, lines: list[str], keys: list[str], lo: int, choice: int | None = None
) -> Placement | None:
    """A chunk with no anchor: at the file edge its missing marker points to (an edit of the lines there, or
    new ones), else between markers by its closing lines (see :mod:`fastapply.apply.closers`) or by its most
    similar lines. ``choice`` 1 reads a file-edge chunk anchored only on closing lines the other way: all new."""
    if lo and chunk.open_end and (found := place_closers(chunk, lines, keys, lo)):  # after a chunk
        return _closing_placement(chunk, number, lines, *found)
    if chunk.open_start != chunk.open_end:
        same = same_edge(chunk, lines, keys, lo) or _near_edge(chunk, lines, keys, lo)  # weak lines, the file's
        if same and choice == 1 and not any(is_statement(line_key(x)) for x, _ in same[2]):
            at = 0 if chunk.open_end else len(lines)  # the other reading: all of it new, at that edge
            placement = Placement(number, at, at, [])
            placement.note(SAME_EDGE, "anchored only on closing lines at the file's edge (read as new there)")
            return placement
        if same:
            placement = Placement(number, *_exact_edge(chunk, lines, lo, *same))
            apply_edge_rules(placement, chunk, 0, 0, lines)  # (lines between them and the edge)
            if _between_own(chunk.lines, lines[placement.start : placement.end]):
                placement.reasons.append(f"chunk {number}: anchored on closing lines at the file's edge, its other "
                                         "lines between them edits of the file's there, one for one")
            elif not any(is_statement(line_key(x)) or empty_comment(x) for x, _ in placement.anchors):
                placement.note(SAME_EDGE, "anchored only on closing lines at the file's edge")
            return placement
        if chunk.open_end:
            edited = count_edits(chunk.lines, lines, LOOKALIKE)
            placement, edge = Placement(number, 0, edited, []), "first"
        else:
            edited = count_edits(chunk.lines[::-1], lines[lo:][::-1], LOOKALIKE)
            placement, edge = Placement(number, len(lines) - edited, len(lines), []), "last"
        if edited and pinned_edit(*((chunk.lines, lines) if chunk.open_end else (chunk.lines[::-1], lines[::-1]))):
            placement.reasons.append(f"chunk {number}: anchored on its {'last' if edge == 'first' else 'first'} line")
        elif edited:
            placement.note("ambiguous", f"no anchor; took it as an edit of the {edge} {edited} line(s)")
        else:
            placement.note("fuzzy", "no anchor; " + ("put at the start" if edge == "first" else "appended"))
        return placement
    ckeys = [line_key(line) for line in chunk.lines]
    strong = [i for i, key in enumerate(ckeys) if not is_weak(key)]
    if not strong or not chunk.open_start:  # no markers at all: the caller takes it as the whole file
        return None
    first, last = strong[0], strong[-1]
    starts = most_similar(ckeys[first], keys, lo, SIMILAR)
    ends = most_similar(ckeys[last], keys, starts[0], SIMILAR) if starts and last != first else starts[:1]
    if not ends:
        return None
    anchors = [(chunk.lines[first], lines[starts[0]]), (chunk.lines[last], lines[ends[0]])]
    placement = Placement(number, starts[0], ends[0] + 1, anchors)
    while first > 0 and placement.start > lo and ckeys[first - 1] == keys[placement.start - 1]:
        first, placement.start = first - 1, placement.start - 1
    while last + 1 < len(ckeys) and placement.end < len(keys) and ckeys[last + 1] == keys[placement.end]:
        last, placement.end = last + 1, placement.end + 1
    like = lines[starts[0]].strip()
    placement.note("fuzzy", f"no anchor; placed by likeness to line {starts[0] + 1} {like!r}")
    if len(starts) > 1:
        placement.note("ambiguous", f"{len(starts)} lines are as like it as {like!r}, took the first")
    return placement


def _near_edge(
    chunk: Chunk, lines: list[str], keys: list[str], lo: int
) -> tuple[int, int, list[tuple[str, str]]] | None:
    """A file-edge chunk whose lines on its marker side are weak (``#``, ``/**``, ``]``, ``else:``) and equal the
    file's lines a few lines from that edge (at most EDGE_SLACK beyond the chunk's other lines): those lines are
    its anchors, the chunk's other lines (new) go between them and the edge, in place of the file's lines there
    (a snippet that opens below an encoding line or ``// @ts-check``; names appended after ``]``)."""
    ckeys = [line_key(line) for line in chunk.lines]
    inward = ckeys[::-1] if chunk.open_end else ckeys  # from the marker side
    size = next((k for k, key in enumerate(inward) if not is_weak(key)), len(inward))
    while size and not inward[size - 1]:  # blank lines before its new ones are new
        size -= 1
    if not size:
        return None
    run, new = inward[:size][::-1] if chunk.open_end else inward[:size], len(ckeys) - size
    for d in range(0 if new else 1, new + EDGE_SLACK + 1):  # (lines between the run and the edge)
        at = d if chunk.open_end else len(keys) - size - d
        if at < lo or at + size > len(keys):
            break
        if keys[at : at + size] == run:
            inner = range(new, len(ckeys)) if chunk.open_end else range(size)
            anchors = [(chunk.lines[i], lines[at + k]) for k, i in enumerate(inner)]
            return (0, at + size, anchors) if chunk.open_end and new else \
                (at, len(keys), anchors) if new else (at, at + size, anchors)
    return None


def _between_own(chunk: list[str], own: list[str]) -> bool:
    """The chunk's lines are the file's edge lines ``own`` one for one, some edited (like them, not weak): read as
    new lines at the edge instead, the file's last lines would stand twice, its closers among them."""
    pairs = [(line_key(a), line_key(b)) for a, b in zip(chunk, own)]
    edits = [(a, b) for a, b in pairs if a != b]
    return len(chunk) == len(own) and bool(edits) and all(similarity(a, b) >= LOOKALIKE and not is_weak(a)
                                                           for a, b in edits)


def _exact_edge(
    chunk: Chunk, lines: list[str], lo: int, start: int, end: int, anchors: list[tuple[str, str]]
) -> tuple[int, int, list[tuple[str, str]]]:
    """Closing lines at a file edge that equal the file's only up to indentation (``\t\t}`` on ``}``) but
    equal, indentation and all, the lines at most EDGE_SLACK further in: they are those, and the lines
    between them and the edge are deleted (the chunk has no marker there)."""
    edge = [new for new, _ in anchors]
    size = len(edge)
    if all(new.rstrip() == old.rstrip() for new, old in anchors) or (end - start) != size:
        return start, end, anchors
    for d in range(1, EDGE_SLACK + 1):
        at = d if chunk.open_end else len(lines) - size - d
        if at < lo or at + size > len(lines):
            break
        there = lines[at : at + size]
        if [x.rstrip() for x in there] == [x.rstrip() for x in edge]:
            pairs = list(zip(edge, there))
            return (0, at + size, pairs) if chunk.open_end else (at, len(lines), pairs)
    return start, end, anchors


def _closing_placement(chunk: Chunk, number: int, lines: list[str], i: int, p: int, n: int) -> Placement:
    placement = Placement(number, p, p + n, [(chunk.lines[i + k], lines[p + k]) for k in range(n)])
    closer = chunk.lines[i].strip()
    placement.reasons.append(f"chunk {number}: anchored on {closer!r}, the first at its indentation after chunk "
                             f"{number - 1}")
    margin = len(chunk.lines[i]) - len(chunk.lines[i].lstrip())
    if any(x.strip() and len(x) - len(x.lstrip()) <= margin for x in chunk.lines[:i]):
        placement.note("ambiguous", f"its new lines before {closer!r} are not inside the block it closes")
    return placement
