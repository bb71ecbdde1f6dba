"""The certifier's rule on a block a chunk restates where it is not: a run of chunk lines that the placement
writes as an edit of original lines (some of them new versions) while the very same run stands, line for line,
in code the result keeps elsewhere. The snippet restated that block there (an entry of a list, with a new one
after it), not edited another one into it (:mod:`fastapply.apply.merge.certify` runs it).
"""

from __future__ import annotations

from itertools import islice

from .certificate import KEEP, WRITE
from .keys import DATA
from .lines import is_weak, line_key
from .source import Source

__all__ = ["restated_elsewhere"]

RUN = 4  # chunk lines in a row, at least
STRONG = 2  # of them not too common to tell
CANDIDATES = 8  # kept places a line is looked up at, at most (a common line is no block's evidence)


def restated_elsewhere(source, snippet, certificate, result, verdict) -> list[str]:
    """No run of RUN or more chunk lines, STRONG of them telling, that the chunk writes with a new version of an
    original line among them (original lines between its restated ones deleted) stands line for line in original code
    the result keeps. Not in data files, where sibling mappings hold the same keys and values line for line."""
    if source.language in DATA:
        return []
    kept = bytearray(len(source.lines))
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            for i in piece.kept():
                kept[i] = 1
    out = []
    for piece in certificate.pieces:
        if piece.kind != WRITE:
            continue
        lines = [w for w in piece.lines if w.snippet is not None]
        found = _run(source, lines, kept, set(piece.deleted()))
        if found is not None:
            (a, b), at = found
            out.append(f"snippet lines {lines[a].snippet + 1}-{lines[b - 1].snippet + 1} are written as an edit of "
                       f"original lines, while the same lines stand line for line at original lines {at + 1}-"
                       f"{at + b - a}, which the result keeps: restated there, not edited here?")
    return out


def _run(source: Source, lines: list, kept: bytearray, deleted: set[int]) -> tuple[tuple[int, int], int] | None:
    """The first run of ``lines`` (as [a, b) and the original line its first stands at) that stands in kept code
    and is written over original lines it deletes some of (new versions among restated lines), or None."""
    if not deleted:
        return None  # (new code added: nothing edited)
    keys = [line_key(w.text) for w in lines]
    places: dict[str, list[int]] = {}  # key -> its first CANDIDATES kept places (each key's places read once)
    for n, w in enumerate(lines):
        if w.original is not None or not keys[n] or is_weak(keys[n]):
            continue  # (looked up from a telling line written new)
        if keys[n] not in places:
            places[keys[n]] = list(islice((p for p in source.keys.positions.get(keys[n], ()) if kept[p]), CANDIDATES))
        for p in places[keys[n]]:
            a, b = n, n + 1
            while a > 0 and p - (n - a) > 0 and kept[p - (n - a) - 1] and \
                    keys[a - 1] == source.keys[p - (n - a) - 1]:
                a -= 1
            while b < len(lines) and p + (b - n) < len(source.lines) and kept[p + (b - n)] and \
                    keys[b] == source.keys[p + (b - n)]:
                b += 1
            if b - a >= RUN and sum(not is_weak(k) for k in keys[a:b]) >= STRONG and _edits(lines[a:b], deleted):
                return (a, b), p - (n - a)
    return None


def _edits(run: list, deleted: set[int]) -> bool:
    """Whether original lines between the first and the last line of ``run`` that restate one are deleted."""
    at = [w.original for w in run if w.original is not None]
    return len(at) >= 2 and any(i in deleted for i in range(at[0] + 1, at[-1]))
