"""Chunks anchored only by closing lines (``}``, ``)``, ``]``, ``});``): the "restate the enclosing block"
shape. A chunk between markers that starts (ends) with closers and has no other anchor line closes the block
the previous chunk stands in: its closers are the first original lines at their indentation, after the
previous chunk, that equal them, before any line less indented (which would leave that block). New lines
after (before) them are inserted there: a function appended after the previous one's ``}``, or lines added
at the end of the restated block."""

from __future__ import annotations

from fastapply.apply.markers import Chunk, indent, is_weak, line_key


def is_closer(key: str) -> bool:
    """A line of closing brackets only (with ``;``, ``,`` or ``:``): ``}``, ``)``, ``});``, ``],``, ``):``."""
    return bool(key) and not key.strip("}])>;,: ") and any(c in key for c in "}])")


def _closing_run(chunk: Chunk, leading: bool) -> tuple[int, int] | None:
    """Chunk lines [i, j) that are closers at the chunk's start (``leading``) or end, blank lines aside;
    None when there are none or another weak line stands between them and the edge."""
    order = range(len(chunk.lines)) if leading else range(len(chunk.lines) - 1, -1, -1)
    found: list[int] = []
    for i in order:
        key = line_key(chunk.lines[i])
        if not key:
            if found:
                break
            continue
        if not is_closer(key):
            break
        found.append(i)
    if not found:
        return None
    return min(found), max(found) + 1


def find_closers(lines: list[str], keys: list[str], run: list[str], lo: int) -> int | None:
    """Where ``run`` (closer lines, blank lines allowed between them as in the original) first stands at or
    after ``lo`` at its own indentation, with only lines more indented before it (the block it closes holds
    ``lo``)."""
    first = next(x for x in run if x.strip())
    margin = len(indent(first))
    want = [line_key(x) for x in run]
    for p in range(lo, len(lines)):
        if not keys[p]:
            continue
        if keys[p : p + len(want)] == want and lines[p].rstrip() == first.rstrip():
            return p
        if len(indent(lines[p])) <= margin:
            return None  # a line of the enclosing block's level or outside it: the previous chunk is not inside
    return None


def place_closers(chunk: Chunk, lines: list[str], keys: list[str], lo: int) -> tuple[int, int, int] | None:
    """For a chunk whose only anchor lines are closers at its start or end: (chunk index of the closers, the
    original line where they stand, how many). The chunk's other lines must all be new (no strong line of it
    occurs in the original) and close what they open, else it is not this shape."""
    if any(not is_weak(key) and key in keys for key in map(line_key, chunk.lines)):
        return None
    for leading in (True, False):
        span = _closing_run(chunk, leading)
        rest = chunk.lines[: span[0]] + chunk.lines[span[1] :] if span else ()
        if span and _balanced(rest) and (p := find_closers(lines, keys, list(chunk.lines[span[0] : span[1]]), lo)) is not None:
            return span[0], p, span[1] - span[0]
    return None


def _balanced(lines: tuple[str, ...]) -> bool:
    """The lines close every bracket they open, and no more: the new lines are whole (a new function)."""
    text = "".join(lines)
    return all(text.count(a) == text.count(b) for a, b in ("()", "[]", "{}"))
