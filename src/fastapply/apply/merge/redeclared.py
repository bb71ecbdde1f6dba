"""The certifier's *redeclared* rule (:mod:`fastapply.apply.merge.certify` runs it): a block does not declare one
name twice where its language forbids it (``const`` / ``let`` in JavaScript and TypeScript, ``val`` / ``var`` in
Kotlin, ``let`` / ``var`` in Swift): a new ``let response;`` written where the kept ``const response = await
fetch(url, init);`` stands in the same block is the old line kept beside its new version.

    >>> _declares("    const response = await fetch(url);", "javascript"), _declares("x = 1", "javascript")
    ('response', None)
"""

from __future__ import annotations

import re

from .certificate import KEEP
from .lines import width

__all__ = ["redeclared"]

REACH = 200  # lines looked at each way from a new declaration (a block's top level may be the whole file)
_KEYWORDS = {"javascript": "const|let", "typescript": "const|let", "tsx": "const|let", "kotlin": "val|var",
             "swift": "let|var"}


def redeclared(source, snippet, certificate, result, verdict) -> list[str]:
    """A name a new line declares (``const``, ``let``...) is not declared by a kept line of the same block, as deep:
    the same block read from the new line up and down over lines as deep or deeper (a line less deep ends it),
    REACH lines at most each way."""
    if source.language not in _KEYWORDS:
        return []
    lines: list[tuple[str, bool]] = []  # the result's lines: (text, written new)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            lines += [(source.lines[i], False) for i in piece.kept()]
        else:
            lines += [(w.text, w.original is None and w.snippet is not None) for w in piece.lines]
    out = []
    for r, (text, new) in enumerate(lines):
        if not new or (name := _declares(text, source.language)) is None:
            continue
        depth = width(text)
        for step in (-1, 1):
            k = r + step
            while 0 <= k < len(lines) and abs(k - r) <= REACH and (not lines[k][0].strip() or
                                                                   width(lines[k][0]) >= depth):
                if not lines[k][1] and width(lines[k][0]) == depth and _declares(lines[k][0], source.language) == name:
                    out.append(f"{name!r} is declared by the new {text.strip()[:60]!r} and by the kept "
                               f"{lines[k][0].strip()[:60]!r} in one block: its old version kept?")
                    break
                k += step
            else:
                continue
            break
    return out


def _declares(line: str, language: str) -> str | None:
    """The name ``line`` declares with its language's block-scoped keyword, or None."""
    match = re.match(rf"\s*(?:export\s+)?(?:{_KEYWORDS[language]})\s+([A-Za-z_$][\w$]*)\b", line)
    return match[1] if match else None
