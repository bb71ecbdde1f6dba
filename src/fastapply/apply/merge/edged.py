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
from .spread import kept_words, old_tail

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


def tail_edit(source: Source, piece: Piece, i: int, edits: dict[int, int]) -> int | None:
    """The snippet line of the new lines that end a statement anew, where original line ``i``, deleted as the write
    piece's slice's last line, is the old end of the statement whose first line, right above it, the piece restates
    (``spread.old_tail``; not a block's ``{``), or edits: the new lines right after that line, all new, are its new
    end, holding half the old end's words at least (``RUN ... \\`` / ``go build -trimpath \\`` / ``-ldflags=... \\``
    / ``-o /out/api ./cmd/api``, the old ``go build -o /out/api ./cmd/api`` deleted after them; a line continued with a
    backslash only over two new lines or more, each but the last continued: one new line there may be one more
    statement, ``go build -o /out/cron``); else None."""
    if i != piece.original[1] - 1 or i - 1 < piece.original[0] or source.lines[i].rstrip().endswith("\\") or \
            line_key(source.lines[i - 1]).endswith("{"):
        return None
    head = edits.get(i - 1)  # (the line above restated, or edited: its new version's snippet line)
    at = next((k for k, w in enumerate(piece.lines) if w.original == i - 1 or head is not None and w.snippet == head),
              None)
    after = [w for w in piece.lines[at + 1 :] if w.text.strip()] if at is not None else []
    if not after or any(w.original is not None or w.snippet is None for w in after) or \
            not old_tail(source, i, after[-1].text) or not kept_words(source.lines[i], [w.text for w in after]):
        return None
    if source.lines[i - 1].rstrip().endswith("\\") and (len(after) < 2 or not all(
            w.text.rstrip().endswith("\\") for w in after[:-1])):
        return None
    return after[-1].snippet


def _same_call(source: Source, new: str, i: int) -> bool:
    """The new line calls the function original line ``i`` calls, without brackets, a declaration's description
    reworded (Ruby's ``desc "Sync products changed since ..."`` of ``desc "Sync recently updated products"``): the
    first argument a string of words in both, the new one keeping half the old one's words (three letters or more)
    at least, and two. Not a call in brackets: ``logger.info("migrations target %s")`` beside ``logger.info(
    "applying %d migrations")`` may be one more log line; nor ``mux.HandleFunc("/metrics", ...)`` beside
    ``mux.HandleFunc("/health", ...)``: one more call, not an edit."""
    if (name := callee(new, source.language)) is None or name != callee(source.lines[i], source.language):
        return False
    now, was = _message(new), _message(source.lines[i])
    return now is not None and was is not None and kept_words(was, [now])


_STRING = re.compile(r"""\s*[\w$.:>-]+\s+(["'])([^"'\n]*)\1""")  # a bracket-less call's first argument, a string


def _message(line: str) -> str | None:
    """A call's first argument where it is a string of words (``"Sync recently updated products"``), or None."""
    match = _STRING.match(line)
    return match[2] if match and re.search(r"\w\s+\w", match[2]) else None
