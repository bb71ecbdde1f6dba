"""Original lines deleted at the edge of a chunk's slice that the new lines right there replace (causes of the
certifier's deletion rule, :mod:`fastapply.apply.merge.deletions`): the new line beside it is its new version, or
the chunk's last new line ends the statement whose old end it is. These are the deletions of a repaired reading
(:mod:`fastapply.apply.merge.repaired`), the *beside* rule's suspects replaced."""

from __future__ import annotations

import re

from .alike import alike
from .calls import callee
from .certificate import Piece
from .lines import is_weak, line_key, sibling_imports, width
from .source import Source
from .spread import old_tail

__all__ = ["edge_edit", "tail_edit"]


def edge_edit(source: Source, piece: Piece, i: int) -> int | None:
    """The snippet line of the new line right at the edge of a write piece's slice, beyond its restated lines,
    that reads as the new version (``alike``, or a call of the same function; as deep; not an import of another
    name from the same module) of original line ``i``, deleted at that edge; else None (the reading the *beside*
    rule doubts, the old line kept next to it, the other way)."""
    if is_weak(source.keys[i]):
        return None
    if i == piece.original[1] - 1:  # (deleted: no restated line of the piece lies beyond it)
        edge = next((w for w in reversed(piece.lines) if w.snippet is not None), None)
    elif i == piece.original[0]:
        edge = next((w for w in piece.lines if w.snippet is not None), None)
    else:
        return None  # (only the slice's two edge lines are looked at: linear in the piece)
    return edge.snippet if edge is not None and edge.original is None and width(edge.text) == source.widths[i] and \
        (alike(edge.text, source.lines[i]) or _same_call(source, edge.text, i)) and \
        not sibling_imports(edge.text, source.lines[i]) else None


def tail_edit(source: Source, piece: Piece, i: int) -> int | None:
    """The snippet line of a write piece's last line, new, where original line ``i``, deleted as its slice's last
    line and ending no line of its own, is the old end of the statement the line above it opens (``spread.old_tail``;
    not a block's ``{``): the chunk rewrote that statement and ended it (``RUN ... \\`` / ``go build ...`` /
    ``  -o /out/api ./cmd/api``, the old ``go build -o /out/api ./cmd/api`` deleted after it); else None."""
    if i != piece.original[1] - 1 or i - 1 < piece.original[0] or source.lines[i].rstrip().endswith("\\") or \
            line_key(source.lines[i - 1]).endswith("{"):
        return None
    last = next((w for w in reversed(piece.lines) if w.snippet is not None and w.text.strip()), None)
    return last.snippet if last is not None and last.original is None and old_tail(source, i, last.text) else None


def _same_call(source: Source, new: str, i: int) -> bool:
    """The new line calls the function original line ``i`` calls with its message reworded: the first argument a
    string of words in both, the new one keeping half the old one's words at least (``desc "Sync products changed
    since ..."`` of ``desc "Sync recently updated products"``; not ``log.Printf("listening on %s")`` beside
    ``log.Printf("config loaded")``, nor ``mux.HandleFunc("/metrics", ...)`` beside ``mux.HandleFunc("/health",
    ...)``, nor ``app.use(rateLimit())``: one more call, not an edit)."""
    if (name := callee(new, source.language)) is None or name != callee(source.lines[i], source.language) or \
            not (now := _MESSAGE.match(new)) or not (was := _MESSAGE.match(source.lines[i])):
        return False
    words = set(re.findall(r"\w+", was[2].lower()))
    return 2 * len(words & set(re.findall(r"\w+", now[2].lower()))) >= len(words)


_MESSAGE = re.compile(r"""\s*[\w$.:>-]+\s*\(?\s*(["'])([^"']*\w\s+\w[^"']*)\1""")  # a call whose first argument is words
