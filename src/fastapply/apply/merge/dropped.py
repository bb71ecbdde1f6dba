"""The certifier's rule on a name the snippet drops from a list while the result keeps what it names (*beside*,
:mod:`fastapply.apply.merge.certify` runs it): a chunk's new line is the new version of an original line that lists
names (``.PHONY:``, ``module.exports =``, ``export {``, ``__all__ =``) and no longer lists one (``.PHONY: build test
lint clean`` now ``.PHONY: build test lint``, ``module.exports = { a, legacy }`` now ``{ a }``), and code the result
keeps from the original, beyond the snippet's edge or under a marker, declares that name at the left margin
(``clean:``, ``function legacy(``): the snippet dropped it, and it may have gone with it, a doubt, not a guess."""

from __future__ import annotations

import re

from .certificate import KEEP, write_pieces
from .placed import placed_lines

__all__ = ["dropped_kept"]

_LISTS = re.compile(r"\s*(?:\.PHONY\s*:|module\.exports\s*=|export\s*\{|__all__\s*=)")  # lines that list names
_NAME = re.compile(r"[A-Za-z_$][\w$-]*")
_DECLARES = r"(?:(?:export\s+)?(?:async\s+)?(?:def|function|func|fn|class)\s+{0}\b|{0}\s*:(?!=))"  # a head or a target


def dropped_kept(source, snippet, certificate, result, verdict) -> list[str]:
    """No name a chunk's edit drops from its original line is declared at the left margin by a kept line."""
    dropped: dict[str, int] = {}
    for piece in write_pieces(certificate):
        for old, new in placed_lines(source, snippet, piece)[1].items():
            if not _LISTS.match(source.lines[old]):
                continue
            was, now = set(_NAME.findall(source.lines[old])), set(_NAME.findall(snippet.lines[new]))
            gone = was - now if len(now) < len(was) else set()  # (a name renamed there lists as many)
            dropped.update({name: new for name in gone})
    if not dropped:
        return []
    heads = {name: re.compile(_DECLARES.format(re.escape(name))) for name in dropped}
    for piece in certificate.pieces:
        if piece.kind != KEEP:
            continue
        for i in piece.kept():
            line = source.lines[i]
            if not line.strip():
                continue
            for name, head in heads.items():
                if head.match(line):
                    return [(f"snippet line {dropped[name] + 1} drops {name!r} from the line it edits, while original "
                             f"line {i + 1} ({line.strip()[:50]!r}), which declares it, is kept: removed with it?")]
    return []
