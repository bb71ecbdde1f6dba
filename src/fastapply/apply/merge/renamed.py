"""The certifier's *renamed* rule (:mod:`fastapply.apply.merge.certify` runs it): a chunk whose edits rename one
name to another, line after line, while a new line of it still names the old one, writes a new block beside the
old one, not that block renamed (``checked={values.weeklyDigest}`` and ``update("weeklyDigest", ...)`` read as the
edits of the email field's lines, under a new ``disabled={!values.emailNotifications}``).

    >>> _names('onChange={(e) => update("emailNotifications", e.target.checked)}') >= {"emailNotifications"}
    True
"""

from __future__ import annotations

import re

from .certificate import write_pieces
from .lines import width
from .placed import placed_lines

__all__ = ["renamed"]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{3,}")  # a name worth following (``emailNotifications``; not ``e``)


def renamed(source, snippet, certificate, result, verdict) -> list[str]:
    """Where two or more of a chunk's edits each replace the same old name by the same new one, and no line the
    chunk restates names the old one (the block renamed through), no new line of it that edits nothing names the
    old one without the new: the old block is still there, named by the new one (a sibling written beside it, its
    lines read as edits of the old block's), between two of those edits (``args = parse(argv)`` names both: a rename's
    own line; a new line above or below the renamed lines: one using the old beside them), as deep as they are
    (not the continuation of an edit wrapped over two lines)."""
    out = []
    for piece in write_pieces(certificate):
        edits = placed_lines(source, snippet, piece)[1]
        swaps: dict[tuple[str, str], int] = {}
        for old, line in edits.items():
            for pair in _swapped(source.lines[old], snippet.lines[line]):
                swaps[pair] = swaps.get(pair, 0) + 1
        new_versions = set(edits.values())
        others = [w for w in piece.lines if w.original is None and w.snippet is not None and
                  w.snippet not in new_versions]
        restated = set().union(*(_names(w.text) for w in piece.lines if w.original is not None))
        for (a, b), count in swaps.items():
            at = [edits[old] for old in edits if (a, b) in _swapped(source.lines[old], snippet.lines[edits[old]])]
            if count >= 2 and a not in restated and (w := next((w for w in others if a in _names(w.text) and b not in
                                                               _names(w.text) and at[0] < w.snippet < at[-1] and
                                                               width(w.text) == width(snippet.lines[at[0]])),
                                                              None)) is not None:
                out.append(f"{count} lines of chunk {piece.chunk} are read as edits that rename {a!r} to {b!r}, "
                           f"while its new {w.text.strip()[:60]!r} still names {a!r}: a new block beside the old?")
                break
    return out


def _swapped(old: str, new: str) -> set[tuple[str, str]]:
    """The (old name, new name) pairs an edit may rename: a name of the old line gone, one of the new line added."""
    before, after = _names(old), _names(new)
    return {(a, b) for a in before - after for b in after - before}


def _names(line: str) -> set[str]:
    return set(_NAME.findall(line))
