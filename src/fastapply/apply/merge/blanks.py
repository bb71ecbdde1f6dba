"""Blank lines beside a chunk's anchors: which of them restate the original's blank lines there and which are
new, so that new code keeps the paragraphs the file has (:mod:`fastapply.apply.merge.place`)."""

from __future__ import annotations

from .lines import identity, is_comment, width
from .snippet import Chunk, Snippet
from .source import Source
from .write import Spot

__all__ = ["blanks"]


def blanks(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """Blank lines of the chunk right above its first anchor restate the blank lines above it there (new code
    above them goes above those), but as many of them as the snippet shows between the marker above and the chunk's
    new first lines stay the marker's: the new code goes below them. A chunk that opens right after its marker
    with new code, then blank lines, then its first anchor, adds a paragraph: the original's blank lines above the
    anchor stay the marker's, above the new code, and the chunk's own follow it. Below its last anchor they
    stay new: new code after them goes right after the anchor, the file's blank lines after the new code (a
    method added at the end of a class stays in it), unless the new code joins an indented marker's code
    (``_below``). The same for a chunk that opens the snippet."""
    clines, size = snippet.lines[chunk.start : chunk.end], chunk.end - chunk.start
    placed = spot.pairs or {i: p for i, p in spot.edits.items() if not source.lines[p - 1].strip()} if spot.edits \
        and min(spot.edits) > 0 else spot.pairs  # (with no anchor, its first edit, a blank line above it)
    gap = chunk.start - chunk.before.line - 1 if chunk.before is not None and placed and 0 not in placed else 0
    for step in (-1,) if placed else ():
        i = min(placed) if step < 0 else max(placed)
        p = placed[i]
        k = i - 1  # the chunk's last line of code above its first anchor
        while k >= 0 and not clines[k].strip():
            k -= 1
        if not gap and 0 <= k < i - 1 and not any(j < i for j in spot.edits) and not _joins(source, clines, k, p):
            continue  # new code right after the marker (or at the snippet's start), a blank line before the anchor:
            # a paragraph of its own (unless it goes on the paragraph above: ``BENCHTIME ?= 2s`` after ``DIST := dist``)
        run = 0  # the original's blank lines right above the anchor
        while p - run - 1 >= 0 and not source.lines[p - run - 1].strip():
            run += 1
        room = run - gap  # (the marker keeps as many of them as the snippet shows between it and the chunk)
        while 0 <= i + step < size and 0 <= p + step < len(source.lines) and not clines[i + step].strip() \
                and not source.lines[p + step].strip() and i + step not in spot.pairs and room > 0:
            room -= 1
            i, p = i + step, p + step
            spot.pairs[i] = p
            spot.start, spot.end = min(spot.start, p), max(spot.end, p + 1)
    _below(source, snippet, chunk, spot)


def _below(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """Blank lines of the chunk right below its last anchor, then new code that ends right at an indented marker
    (no blank line between), restate the original's blank lines there (as many, code after them) where the block the
    marker stands in runs on from a line like the new code's last one straight onto its next statement (a ``}``
    followed by an ``if`` at its depth): the new code joins the code the marker keeps, as the file writes such
    code (a guard added above the old guards). Elsewhere, blank lines there stay new (``blanks``)."""
    after = chunk.after
    if after is None or not after.depth or after.line != chunk.end or not spot.pairs or \
            source.style != snippet.style or any(k > max(spot.pairs) for k in spot.edits):
        return
    i = max(spot.pairs)
    p, j = spot.pairs[i], i + 1
    while chunk.start + j < chunk.end and not snippet.lines[chunk.start + j].strip():
        j += 1
    gap, end = j - i - 1, p + j - i  # (end: the original's first line after as many blank lines)
    if not gap or chunk.start + j >= chunk.end or end >= len(source.lines) or not source.keys[end] or \
            any(source.lines[p + n].strip() for n in range(1, gap + 1)):
        return
    key, depth = snippet.keys[chunk.end - 1], width(snippet.lines[chunk.end - 1])
    for q in range(end, len(source.lines) - 1):
        if source.keys[q] and source.widths[q] < after.depth:
            return  # (out of the marker's block)
        if source.keys[q] == key and source.widths[q] == depth and source.keys[q + 1] and \
                source.widths[q + 1] == depth:
            break
    else:
        return
    for n in range(1, gap + 1):
        spot.pairs[i + n] = p + n
    spot.end = max(spot.end, end)


def _joins(source: Source, clines: list[str], k: int, p: int) -> bool:
    """The chunk's new code (its lines up to ``k``) goes on the original's paragraph above anchor ``p``: each of its
    lines sets a name as the last line of that paragraph does (assignments both, ``X ?= 1`` after ``Y := 2``), or, in
    Markdown, is a table row as that line is."""
    above = next((q for q in range(p - 1, -1, -1) if source.lines[q].strip()), None)
    sets = _row if source.language == "markdown" else _sets
    kind = sets(source.lines[above]) if above is not None else None
    return kind is not None and all(sets(x) == kind for x in clines[: k + 1] if x.strip())


def _row(line: str) -> str | None:
    """A Markdown table's row (``| a | b |``): the rows after it go on its table."""
    return "|" if line.lstrip().startswith("|") else None


def _sets(line: str) -> str | None:
    """How a line sets its name: the operator that ends its ``identity`` (``=``, ``:=``, ``?=``), or an import (of
    any form: ``import json`` goes on ``from os import path``), else None."""
    name = identity(line)
    if name is None or is_comment(line):
        return None
    return "=" if name.endswith("=") else "import" if name.split()[0] in _IMPORTING else None


_IMPORTING = frozenset({"import", "from", "use", "require", "require_relative", "include", "using"})
