"""Deterministic merge of a lazy edit snippet into the original file.

The snippet is cut at marker lines (see :mod:`fastapply.apply.markers`) into chunks. Each chunk is placed
in the original by its anchors: its first and last runs of lines that equal original lines up to
whitespace. The original lines between the two anchors are replaced by the chunk (lines missing from the
chunk are deleted, new ones inserted); original code under a marker is kept. A chunk without a marker
before it starts at the start of the file, one without a marker after it ends at the end of the file.

Worked example::

    >>> original = "import os\\n\\ndef f():\\n    return 1\\n\\ndef g():\\n    return 2\\n"
    >>> result = merge(original, "# ... existing code ...\\ndef g():\\n    return 3\\n")
    >>> result.text
    'import os\\n\\ndef f():\\n    return 1\\n\\ndef g():\\n    return 3\\n'
    >>> result.confidence, result.sure
    ('exact', True)

The only chunk has a marker before it and none after: it anchors on ``def g():`` and replaces everything
from there to the end of the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from difflib import SequenceMatcher

from fastapply.apply.markers import Chunk, is_marker_line, join_lines, newline_of, split_lines, split_snippet

__all__ = ["MergeError", "MergeResult", "is_marker_line", "merge"]

EDGE_SLACK = 3  # original lines a marker-less chunk edge may drop beyond its own new lines
SIMILAR = 0.6  # difflib ratio to place a chunk that has no anchor at all
LOOKALIKE = 0.75  # difflib ratio above which an inserted line looks like an edit of its kept neighbour
_WEAK_WORDS = frozenset("pass return else elif end break continue default try finally begin then do done fi".split())
_RANK = {"exact": 0, "fuzzy": 1, "ambiguous": 2, "failed": 3}


@dataclass(frozen=True, slots=True)
class MergeResult:
    text: str | None  # the merged file; None when confidence == "failed"
    confidence: str  # "exact" | "fuzzy" | "ambiguous" | "failed"
    reasons: tuple[str, ...] = ()

    @property
    def sure(self) -> bool:
        return self.confidence in ("exact", "fuzzy")


class MergeError(ValueError):
    """The snippet is not an edit at all (empty or whitespace only)."""


@dataclass(frozen=True, slots=True)
class _Block:
    """Chunk lines [i, i + size) equal original lines [p, p + size) up to whitespace."""

    i: int
    p: int
    size: int
    weak: bool  # only blank or too-common lines: may close a block, never anchor a chunk's start
    exact: int  # lines equal byte for byte


@dataclass(slots=True)
class _Placement:
    """Chunk ``number`` replaces original lines [start, end)."""

    number: int
    start: int
    end: int
    anchors: list[tuple[str, str]]  # (snippet line, original line) pairs that fixed the place
    confidence: str = "exact"
    reasons: list[str] = field(default_factory=list)

    def note(self, confidence: str, reason: str) -> None:
        self.reasons.append(f"chunk {self.number}: {reason}")
        self.confidence = max(self.confidence, confidence, key=_RANK.__getitem__)


def merge(original: str, update: str) -> MergeResult:
    """Merge the lazy edit snippet ``update`` into ``original``; see the module docstring."""
    if not update.strip():
        raise MergeError("the update snippet is empty")
    lines, final_newline = split_lines(original)
    update_lines, update_final_newline = split_lines(update)
    newline = newline_of(original if "\n" in original else update)
    chunks, has_markers = split_snippet(update_lines)
    if not any(line.strip() for line in lines):
        body = [line for chunk in chunks for line in chunk.lines] if has_markers else update_lines
        return MergeResult(join_lines(body, newline, update_final_newline), "fuzzy", ("the original is empty",))
    if not chunks:
        return MergeResult(original, "exact", ("the snippet holds only markers: nothing to change",))
    keys = [_key(line) for line in lines]
    out: list[str] = []
    cursor, confidence, reasons = 0, "exact", []
    for number, chunk in enumerate(chunks, 1):
        placement = _place(chunk, number, lines, keys, cursor)
        if not has_markers and (placement is None or (placement.start, placement.end) == (0, len(lines))):
            return _whole_file(update_lines, keys, newline, final_newline)
        if placement is None:
            return MergeResult(None, "failed", (*reasons, _unplaced(chunk, number, keys, cursor)))
        rendered, loose = _render(chunk.lines, lines[placement.start : placement.end], placement.anchors)
        if loose:
            placement.note("fuzzy", f"{loose} line(s) matched the original only up to whitespace")
        out += lines[cursor : placement.start] + rendered
        cursor = placement.end
        reasons += placement.reasons
        confidence = max(confidence, placement.confidence, key=_RANK.__getitem__)
    out += lines[cursor:]
    return MergeResult(join_lines(out, newline, final_newline), confidence, tuple(reasons))


def _place(chunk: Chunk, number: int, lines: list[str], keys: list[str], lo: int) -> _Placement | None:
    """Where ``chunk`` goes in ``lines[lo:]``; None when nothing anchors it and no rule places it."""
    blocks = _find_blocks(chunk.lines, lines, keys, lo)
    pairs = [(h, t) for h in blocks if not h.weak for t in blocks if t is h or _follows(t, h, chunk.lines, lines)]
    if not pairs:
        return _place_unanchored(chunk, number, lines, keys, lo)
    best = max(map(_score, pairs))
    tied = sorted((pair for pair in pairs if _score(pair) == best), key=lambda pair: pair[0].p)
    head, tail = tied[0]
    anchors = [(chunk.lines[b.i + k], lines[b.p + k]) for b in {head, tail} for k in range(b.size)]
    placement = _Placement(number, head.p, tail.p + tail.size, anchors)
    anchor = next(chunk.lines[k] for k in range(head.i, head.i + head.size) if not _weak(_key(chunk.lines[k])))
    if len({(h.p, t.p) for h, t in tied}) > 1:
        after = f" after chunk {number - 1}" if lo else ""
        placement.note("ambiguous", f"anchor {anchor.strip()!r} fits {len(tied)} places equally, took the first{after}")
    elif lo and _key(anchor) in keys[:lo]:
        placement.reasons.append(f"chunk {number}: anchor {anchor.strip()!r} also occurs before chunk {number - 1}")
    _apply_edge_rules(placement, chunk, len(lines) - head.i, lines)  # head.i new lines come first
    new_after = chunk.lines[tail.i + tail.size :]
    if placement.start == head.p:
        _flag_lookalike(placement, chunk.lines[: head.i], lines[lo : head.p], -1)
    if placement.end == tail.p + tail.size and new_after:
        if chunk.open_end and (end := _block_end(lines, placement.end, new_after, chunk.marker_after)) > placement.end:
            opener = lines[placement.end - 1].strip()
            placement.note("fuzzy", f"its last lines replace the rest of the block {opener!r} (outdented marker)")
            placement.end = end
        else:
            _flag_lookalike(placement, new_after, lines[placement.end :], 0)
    return placement


def _apply_edge_rules(placement: _Placement, chunk: Chunk, n_minus_new_before: int, lines: list[str]) -> None:
    """A chunk with no marker before (after) it reaches the file's start (end), unless that would drop many
    more original lines than it brings new ones: then the marker was surely omitted, and the lines stay."""
    new_before = len(lines) - n_minus_new_before
    new_after = len(chunk.lines) - new_before - (placement.end - placement.start) + 0
    if not chunk.open_start and placement.start > 0:
        if new_before and placement.start - new_before <= EDGE_SLACK:
            placement.start = 0
        elif any(line.strip() for line in lines[: placement.start]):
            placement.note("fuzzy", f"no marker before it, yet it anchors at line {placement.start + 1}; kept the lines above")
    if not chunk.open_end and placement.end < len(lines):
        if new_after > 0 and len(lines) - placement.end - new_after <= EDGE_SLACK:
            placement.end = len(lines)
        elif any(line.strip() for line in lines[placement.end :]):
            placement.note("fuzzy", f"no marker after it, yet it anchors before line {placement.end + 1}; kept the lines below")
