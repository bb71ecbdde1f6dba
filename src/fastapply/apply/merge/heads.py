"""Heads a chunk rewrites above its first placed line: a declaration's first line (the chunk placed inside it
reaches up to it) and the file's header comment (:mod:`fastapply.apply.merge.place` runs them after ``widen``)."""

from __future__ import annotations

from .doc import old_header
from .lines import identity
from .snippet import Chunk, Snippet
from .source import Source
from .write import Spot


def heads(source: Source, snippet: Snippet, chunk: Chunk, lo: int, spot: Spot, allowed) -> None:
    """Both, the declaration's first line first."""
    head_rewritten(source, snippet, chunk, lo, spot, allowed)
    header_comment(source, snippet, chunk, spot)


def head_rewritten(source: Source, snippet: Snippet, chunk: Chunk, lo: int, spot: Spot, allowed) -> None:
    """The chunk's first placed line lies in a declaration (a function) whose first line, above it and at or after
    ``lo``, a new line of the chunk above that placed line names alike (``func applyDeductible(amount float64,
    remaining *float64) float64 {`` for ``func applyDeductible(amount, deductible, met float64) float64 {``): that
    line is the new version of the declaration's first line, and the original lines between, which no chunk line
    edits, are rewritten (the chunk states the function from its first line)."""
    placed = {**spot.pairs, **spot.edits}
    if spot.fixed[0] or not placed:
        return
    i = min(placed)
    found = source.enclosing(placed[i])
    if not found:
        return
    head = source.head_of(found[0][1])
    name = identity(source.lines[head])
    if name is None or not lo <= head < spot.start or head in placed.values():
        return
    k = next((k for k in range(i - 1, -1, -1) if identity(snippet.lines[chunk.start + k]) == name), None)
    if k is not None and k not in placed and allowed(k, head):
        spot.edits[k] = head
        spot.start = head


def header_comment(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """Placement: the snippet's first chunk, no marker above it, rewrites the file's header comment (``old_header``):
    its write ``spot`` starts on that comment."""
    placed = {**spot.pairs, **spot.edits}
    if chunk.before is None and not spot.fixed[0] and placed and 0 not in placed and \
            (top := old_header(source, snippet, chunk.start, spot.start)) is not None:
        spot.start = top
