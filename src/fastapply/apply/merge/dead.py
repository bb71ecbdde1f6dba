"""The certifier's rule on a local kept while every use of it is rewritten: a line a marker keeps inside a
function assigns a name that the function's later lines read in the original, those reading lines are all
replaced or deleted, and no later line of the function reads the name in the result. The chunk rewrote the code
around it (``rows = self._fetch_rows()`` kept by an indented marker while the new lines above it compute
``records`` and the restated loop reads ``records``): the old assignment is the old version of the new lines, kept
beside them, as likely as code that stays (:mod:`fastapply.apply.merge.certify` runs it).
"""

from __future__ import annotations

import re

from .certificate import KEEP, WRITE
from .siblings import NEAR

__all__ = ["dead_local"]

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')  # a string literal on one line
_ASSIGNS = re.compile(r"\s*(?:(?:let|const|var|val|my|local|auto)\s+)?([A-Za-z_]\w*)\s*(?::=|=(?![=>]))")


def dead_local(source, snippet, certificate, result, verdict) -> list[str]:
    """No line a marker keeps in a function, among the NEAR nearest a chunk, assigns a name that the original reads
    later in the function only on lines the result does not keep, and that no later line of the function reads in
    the result, while a later line reads a local the result assigns and the function did not (the name taken over)."""
    order: list[tuple[int | None, str]] = []  # the result's lines: (original line or None, text)
    kept: list[tuple[int, int, set[str]]] = []  # (original line, where in ``order``, the locals new lines of the
    pieces = certificate.pieces  # chunk beside it assign near it) of the lines markers keep beside a chunk
    for n, piece in enumerate(pieces):
        if piece.kind == KEEP:
            lines = piece.kept()
            code = [i for i in lines if source.lines[i].strip()]
            above, below = (_assigned(pieces[k], step) if 0 <= k < len(pieces) and pieces[k].kind == WRITE else None
                            for k, step in ((n - 1, -1), (n + 1, 1)))
            for i in lines:
                if piece.marker is not None and (above and i in code[:NEAR] or below and i in code[-NEAR:]):
                    kept.append((i, len(order), (above or set() if i in code[:NEAR] else set()) | (below or set())))
                order.append((i, source.lines[i]))
        else:
            order += [(w.original, w.text) for w in piece.lines]
    if not kept:
        return []
    written = {i for i, _ in order if i is not None}
    out = []
    for i, at, assigned in kept:
        match = _ASSIGNS.match(source.lines[i])
        inside = source.enclosing(i)
        if match is None or not inside or inside[0][1].kind != "fn":
            continue
        name, end = match[1], inside[0][1].end
        word = re.compile(rf"(?<![\w.]){re.escape(name)}\b")

        def reads(text: str) -> bool:  # (a line that sets the name anew, ``rows = f(rows)``, is no use of it)
            return word.search(_code(text)) is not None and ((m := _ASSIGNS.match(text)) is None or m[1] != name)
        later = [k for k in range(i + 1, end) if reads(source.lines[k])]
        if not later or any(k in written for k in later):
            continue  # (unused before, or still read where the original read it)
        rest = [text for _, text in _until(order, at + 1, end)]
        olds = {m[1] for k in range(inside[0][1].start, end) if (m := _ASSIGNS.match(source.lines[k]))}
        renamed = assigned - olds  # (new locals)
        if not any(reads(text) for text in rest) and any(re.search(rf"(?<![\w.]){re.escape(x)}\b", _code(text))
                                                         for x in renamed for text in rest):
            out.append(f"original line {i + 1} ({source.lines[i].strip()[:60]!r}) is kept, but every later line of "
                       f"its function that read {name!r} is rewritten and none reads it now: its old version kept "
                       "beside the new code?")
    return out


def _until(order: list[tuple[int | None, str]], start: int, end: int):
    """The result's lines from ``start`` on, up to the first one kept or restated from original line ``end`` or
    later."""
    for k in range(start, len(order)):
        if order[k][0] is not None and order[k][0] >= end:
            return
        yield order[k]


def _code(text: str) -> str:
    """``text`` with its string literals' words left out, the expressions inside their braces kept (an f-string's
    ``{rows}`` reads ``rows``, the words of ``"wrote %d rows"`` do not)."""
    return _STRING.sub(lambda m: " " + " ".join(re.findall(r"\{([^{}]*)\}", m[0])) + " ", text)


def _assigned(piece, step: int) -> set[str]:
    """The names the new lines among the NEAR of write ``piece`` nearest its edge (its end: ``step`` -1, the
    piece above a kept line; its start: 1) assign."""
    edge = [w for w in (piece.lines if step > 0 else piece.lines[::-1]) if w.text.strip()][:NEAR]
    return {m[1] for w in edge if w.original is None and (m := _ASSIGNS.match(w.text))}
