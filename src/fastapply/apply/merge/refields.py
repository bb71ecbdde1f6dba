"""The certifier's rule on list items rewritten beside their old versions (:mod:`fastapply.apply.merge.certify`
runs it): a chunk's new lines at its edge, items of a list (``DayFormat.format(s.date),`` / ``TimeFormat.format(
s.start),``), each naming the same field, in order, as the kept line beside it (``s.date.toString,`` /
``s.start.toString,``): their new versions, the old items kept?"""

from __future__ import annotations

import re

from .certificate import WRITE
from .lines import line_key, width
from .siblings import kept_lines
from .source import Source

__all__ = ["refields"]

PAIRS = 2  # items, at least, that name a kept item's field one for one
_FIELD = re.compile(r"(?<![\w.$])([A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)")  # ``s.date`` of ``s.date.toString``


def refields(source: Source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """No run of PAIRS or more new list items at a chunk's edge names, one for one and in order, the fields of the
    kept items beside it (as deep, each ending with a comma, not the same line)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        tail = piece.lines[marks[-1] + 1 :] if marks else piece.lines
        new = [w.text for w in tail if w.snippet is not None and w.text.strip()]
        if len(new) < PAIRS:
            continue
        kept = kept_lines(source, pieces, n, 1, len(new))
        pairs = list(zip(new[-len(kept):] if kept else [], kept))
        if len(pairs) < PAIRS or not all(_renamed_item(x, source.lines[k]) for x, k in pairs):
            continue
        out.append(f"the chunk's last {len(pairs)} new items name, one for one, the fields of the items kept right "
                   f"below it (original lines {kept[0] + 1}-{kept[-1] + 1}, from {source.lines[kept[0]].strip()!r}): "
                   "their new versions, the old kept?")
    return out


def _renamed_item(new: str, old: str) -> bool:
    """Two list items as deep (each ending with a comma), not the same, the old one's first field among the new
    one's (``s.date`` of ``s.date.toString,`` in ``DayFormat.format(s.date),``)."""
    if width(new) != width(old) or not new.rstrip().endswith(",") or not old.rstrip().endswith(",") or \
            line_key(new) == line_key(old):
        return False
    field = _FIELD.search(old)
    return field is not None and field[1] in _FIELD.findall(new)
