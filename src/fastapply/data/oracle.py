"""The snippet convention as a reference expansion: what a snippet means when its writer says which of its
lines are markers and which original lines each marker stands for.

The convention (docs/architecture.md, "The snippet convention"): a snippet is cut into chunks at marker
lines; blank lines next to a marker belong to the elided code; the output is the chunks with each marker
replaced by the original lines it elides. A snippet *expresses* an edit only when a reader who does not
know the elided ranges could find them: each chunk is anchored where a marker touches it, i.e. the
original run it replaces (between two elided ranges) starts (ends) with a non-blank original line that
the chunk shows (the run's first and last lines are kept, not deleted). An empty run touched by markers on both sides has
no anchor at all.

    >>> original = ["a = 1\\n", "b = 2\\n", "c = 3\\n", "d = 4\\n"]
    >>> snippet = ["# ...\\n", "c = 30\\n", "d = 4\\n"]  # replaces c, anchored on d
    >>> expand(original, snippet, markers=[0], elided=[(0, 2)])
    ['a = 1\\n', 'b = 2\\n', 'c = 30\\n', 'd = 4\\n']
    >>> unanchored(original, snippet, markers=[0], elided=[(0, 2)])
    'chunk 1 starts with an original line it deletes (c = 3)'
"""

from __future__ import annotations

from collections.abc import Sequence

from fastapply.apply.merge.beyond import restates_beyond
from fastapply.apply.merge.lines import edits, line_key

__all__ = ["chunks_of", "edges_unexpressed", "expand", "unanchored"]

EDGE_LINES = 3  # a snippet with no markers is the whole file when it restates one of the file's first and last three


def chunks_of(snippet: Sequence[str], markers: Sequence[int]) -> list[list[str]]:
    """The chunks between the marker lines (``len(markers) + 1`` of them, possibly empty), blank lines
    next to a marker dropped."""
    bounds = [-1, *markers, len(snippet)]
    chunks = []
    for k in range(len(bounds) - 1):
        chunk = list(snippet[bounds[k] + 1: bounds[k + 1]])
        while k > 0 and chunk and not chunk[0].strip():
            chunk.pop(0)
        while k < len(bounds) - 2 and chunk and not chunk[-1].strip():
            chunk.pop()
        chunks.append(chunk)
    return chunks


def expand(original: Sequence[str], snippet: Sequence[str], markers: Sequence[int],
           elided: Sequence[tuple[int, int]]) -> list[str]:
    """The output under the convention: chunks, each marker replaced by ``original[start:end]``."""
    if len(markers) != len(elided):
        raise ValueError(f"{len(markers)} markers but {len(elided)} elided ranges")
    chunks = chunks_of(snippet, markers)
    out = list(chunks[0])
    for (start, end), chunk in zip(elided, chunks[1:]):
        out += original[start:end]
        out += chunk
    return out


def unanchored(original: Sequence[str], snippet: Sequence[str], markers: Sequence[int],
               elided: Sequence[tuple[int, int]], final: Sequence[str] | None = None) -> str | None:
    """Why a reader could not find the elided ranges from the snippet, or ``None`` when every chunk is
    anchored where a marker touches it (see the module docstring). Lines compare by :func:`line_key`."""
    if edge := edges_unexpressed(original, snippet, markers, final):
        return edge
    chunks = chunks_of(snippet, markers)
    starts = [0, *(end for _, end in elided)]
    ends = [*(start for start, _ in elided), len(original)]
    previous = 0
    for k, (chunk, start, end) in enumerate(zip(chunks, starts, ends)):
        if start < previous or end < start:
            return f"elided ranges out of order at chunk {k}"
        previous = end
        after_marker, before_marker = k > 0, k < len(chunks) - 1
        if not (after_marker or before_marker):
            continue
        run = [line_key(line) for line in original[start:end]]
        if not run:
            if after_marker and before_marker:
                return f"chunk {k} replaces nothing between two markers: no anchor"
            continue
        keys = [line_key(line) for line in chunk]
        first = keys.index(run[0]) if run[0] in keys else None
        last = len(keys) - 1 - keys[::-1].index(run[-1]) if run[-1] in keys else None
        if after_marker and first is None:
            return f"chunk {k} starts with an original line it deletes ({run[0]})"
        if before_marker and (last is None or (after_marker and len(run) > 1 and last <= first)):
            return f"chunk {k} ends with an original line it deletes ({run[-1]})"
        if (after_marker and not run[0]) or (before_marker and not run[-1]):
            return f"chunk {k} is anchored on a blank line"
    return None


def edges_unexpressed(original: Sequence[str], snippet: Sequence[str], markers: Sequence[int],
                      final: Sequence[str] | None = None) -> str | None:
    """Why an edge of the snippet that has no marker would not say what the edit does there, or ``None``. Code
    beyond such an edge is kept (the edge rule), so the snippet's first (last) line of code must restate, edit or
    read like (:func:`fastapply.apply.merge.beyond.restates_beyond`) the file's first (last) one; a snippet with no markers at all is
    the whole file when it restates one of the file's first and last EDGE_LINES lines of code.

    >>> edges_unexpressed(["# -*- coding: utf-8 -*-\\n", "import os\\n"], ["import os\\n", "# ...\\n"], [1])
    "the snippet's first line of code, 'import os', is not the file's first one, which the edit deletes"
    >>> edges_unexpressed(["import os\\n", "x = 1\\n"], ["import os\\n", "# ...\\n"], [1]) is None
    True
    """
    code = [line_key(x) for x in original if x.strip()]
    shown = [(k, line_key(x)) for k, x in enumerate(snippet) if x.strip() and k not in markers]
    if not code or not shown:
        return None
    if final is not None and _blank_edges(original) != _blank_edges(final) and (
            shown[0][0] < (markers[0] if markers else len(snippet)) or shown[-1][0] > (markers[-1] if markers else -1)):
        return "the edit changes the blank lines at a file edge, which a marker-less edge keeps"
    keys = {key for _, key in shown}
    if not markers:
        def reaches(edge: list[str]) -> bool:  # restates or edits one of these lines (as the merge places)
            return bool(keys & set(edge)) or any(edits(key, line) for key in keys for line in edge)

        if reaches(code[:EDGE_LINES]) and reaches(code[-EDGE_LINES:]):
            return None
        return "a snippet with no markers that restates neither the file's first nor last lines"
    head = [key for k, key in shown if k < markers[0]]  # the chunks that reach the file's edges
    tail = [key for k, key in shown if k > markers[-1]]
    for side, chunk, lines in (("first", head[::-1], code), ("last", tail, code[::-1])):
        if chunk and _beyond(chunk, lines):
            return (f"the snippet's {side} line of code, {chunk[-1]!r}, is not the file's {side} one, which the edit "
                    "deletes")
    return None


def _beyond(chunk: list[str], code: list[str]) -> bool:
    """Whether the code past the chunk's outermost line that stands in the original (``code`` read from that edge
    inwards, ``chunk`` likewise from the inside out) is kept by the edge rule: the chunk's lines past that line
    do not restate all of it (``restates_beyond``, as the merge reads an edge)."""
    known = set(chunk)
    at = next((k for k, key in enumerate(code) if key in known), None)
    if not at:  # the edge line restated, or the chunk all new (inserted at the edge)
        return False
    anchor = len(chunk) - 1 - chunk[::-1].index(code[at])
    return not restates_beyond(chunk[anchor + 1:], code[:at][::-1])


def _blank_edges(lines: Sequence[str]) -> tuple[int, int]:
    """How many blank lines a text opens and ends with."""
    lead = next((k for k, x in enumerate(lines) if x.strip()), len(lines))
    trail = next((k for k, x in enumerate(reversed(lines)) if x.strip()), len(lines))
    return lead, trail
