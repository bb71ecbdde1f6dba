"""The certifier's *after the end* rule (:mod:`fastapply.apply.merge.certify` runs it): new code is not written
after the statement that ends a file's code (``module.exports = router;``, ``export default App;``, ``if __name__
== "__main__":``'s block): a route appended after a marker goes before the export, where the snippet does not say.

    >>> bool(_TERMINAL.match("module.exports = router;")), bool(_TERMINAL.match("router.get('/', list);"))
    (True, False)
"""

from __future__ import annotations

import re

from .certificate import KEEP, WRITE

__all__ = ["after_end"]

_TERMINAL = re.compile(r"(?:module\.exports\s*=|export\s+default\s|if\s+__name__\s*==\s*['\"]__main__['\"]\s*:)")


def after_end(source, snippet, certificate, result, verdict) -> list[str]:
    """A chunk written after all the original's code, behind a kept slice that ends on the statement that ends the
    file's code (at the left margin: an export, a main guard and its block), is refused: before that statement?"""
    code = source.code
    if not code:
        return []
    last = next((i for i in reversed(code) if source.keys[i] and not source.widths[i]), None)
    if last is None or not _TERMINAL.match(source.lines[last]):
        return []
    pieces = certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind == WRITE and n and pieces[n - 1].kind == KEEP and piece.original[0] > code[-1] and \
                pieces[n - 1].original[1] > last and any(w.original is None and w.text.strip() for w in piece.lines):
            return [f"chunk {piece.chunk} is written after original line {last + 1} "
                    f"({source.lines[last].strip()[:60]!r}), which ends the file's code: before it?"]
    return []
