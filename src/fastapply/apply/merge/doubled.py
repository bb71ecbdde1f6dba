"""The certifier's rule on a whole new file read as an edit of the file's top: a snippet with no marker, as long
as half the file's code or more, placed at the file's start, while the code beyond its last line (no marker
there, so kept) is a third of the file's or more: the result holds the new file and most of the old one (a
script rewritten whole, its first lines read as edits of the old first lines, the old body kept after the new).
The snippet may be the whole new file, or an edit of the top: a doubt (:mod:`fastapply.apply.merge.certify` runs
it)."""

from __future__ import annotations

import re

from .beyond import edge_code
from .certificate import KEEP, WRITE
from .lines import identity, is_comment

__all__ = ["old_body_kept"]

HALF = 0.5  # of the file's code, the snippet's at least
THIRD = 1 / 3  # of the file's code, kept beyond the snippet's last line at least


def old_body_kept(source, snippet, certificate, result, verdict) -> list[str]:
    """No marker-less snippet of HALF the file's code or more, written at the file's start, keeps THIRD of the
    file's code or more beyond its last line."""
    pieces = certificate.pieces
    if snippet.markers or not pieces:
        return []
    code, _, mine = edge_code(source, snippet)
    writes = [n for n, piece in enumerate(pieces) if piece.kind == WRITE]
    if not code or len(writes) != 1 or len(mine) < HALF * len(code):
        return []
    n, lines = writes[0], set(code)
    if n > 0 and any(i in lines for i in pieces[0].kept()):
        return []  # (code kept above it: an edit further down)
    after = pieces[n + 1] if n + 1 < len(pieces) and pieces[n + 1].kind == KEEP else None
    kept = [i for i in (after.kept() if after else []) if i in lines]
    if len(kept) < THIRD * len(code):
        return _old_tail(source, pieces[n], kept) if kept else []
    return [f"the snippet has no marker and {len(mine)} lines of code, read as an edit of the file's start, while the "
            f"{len(kept)} lines of code beyond its last line (original lines {kept[0] + 1}-{kept[-1] + 1}) are kept: "
            "the whole new file, its old body kept after it?"]


def _old_tail(source, piece, kept: list[int]) -> list[str]:
    """The code kept beyond a marker-less snippet's last line, shorter than THIRD of the file's, where every line of
    it names what the snippet's last new lines name (calls ``vim.keymap.set`` as the new loop does; ``alias kgp=``
    where a new ``kgp() { ... }`` stands): the old version of the snippet's new ending, kept after it."""
    new = []
    for w in reversed(piece.lines):
        if w.original is not None:
            break
        new += [w.text] * bool(w.text.strip() and not is_comment(w.text))
    names = set().union(*map(_named, new)) if new else set()
    if not names or not all(_named(source.lines[i]) & names for i in kept):
        return []
    return [f"the code kept beyond the snippet's last line (original lines {kept[0] + 1}-{kept[-1] + 1}, no marker "
            f"there) names what the snippet's new last lines name: their old version, kept after them?"]


_CALLED = re.compile(r"([A-Za-z_$][\w$.:]*)\s*\(")
_BOUND = re.compile(r"\s*(?:alias\s+([\w.-]+)=|(?:function\s+)?([\w.-]+)\s*\(\)\s*\{)")  # (a shell alias, function)


def _named(line: str) -> set[str]:
    """What a line calls (dotted names: ``vim.keymap.set``), binds (a shell alias's or function's name) or sets
    (``identity``)."""
    bound = _BOUND.match(line)
    name = identity(line)
    return {*_CALLED.findall(line), *(x for x in (bound.groups() if bound else ()) if x), *([name] if name else [])}
