"""The certifier's rule on a line edited at a chunk's end with more lines added after it (*beside*,
:mod:`fastapply.apply.merge.certify` runs it): the chunk ends in a run of new lines right before a marker, and one
of them, not the last (``beside`` reads that one), is the new version of the first line of code the marker keeps:
the two nearly the same, their first or last two thirds alike (``express.json({ limit: "5mb" })`` / ``express.json({
limit: "1mb" })``), or the kept line going on in it (``"tests/"`` in ``"tests/unit"``, ``i.total_cents`` in
``i.total_cents / 100.0 AS total``). The old line is kept past the marker: a doubt, not a guess.
"""

from __future__ import annotations

import re
from os.path import commonprefix

from .certificate import KEEP, WRITE
from .lines import line_key, similarity

__all__ = ["tail_twin"]

RUN = 3  # new lines at the chunk's end, at most, each read against the kept line
SAME = 0.9  # likeness of two lines that are one line's two versions


def tail_twin(source, snippet, certificate, result, verdict) -> list[str]:
    """No chunk's run of new lines before a marker holds, before its last line, the new version of the first line
    of code that marker keeps."""
    pieces = certificate.pieces
    for piece, after in zip(pieces, pieces[1:]):
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None:
            continue
        kept = next((i for i in after.kept() if source.lines[i].strip()), None)
        said = [w for w in piece.lines if w.text.strip()]
        run = []
        for w in reversed(said):
            if w.original is not None or w.snippet is None or len(run) == RUN:
                break
            run.append(w)
        if kept is None:
            continue
        old = source.keys[kept]
        for w in run[1:]:
            new = line_key(w.text)
            if new != old and (similarity(new, old) >= SAME and _shared(new, old) or _goes_on(new, old)):
                return [(f"snippet line {w.snippet + 1} ({w.text.strip()[:50]!r}) reads as the new version of original "
                         f"line {kept + 1} ({source.lines[kept].strip()[:50]!r}), which the marker after it keeps: "
                         "the old kept past the new lines after it?")]
    return []


def _shared(new: str, old: str) -> bool:
    """Whether the two lines share their first name and the first or the last two thirds of their text
    (``app.use(express.json({ limit: "``, ``", authenticate, ordersRouter);``): one line's versions, not two like
    items (``[LogLevel.Notice]: 30,`` / ``[LogLevel.Error]: 40,``, ``notice(message: string)`` / ``warn(message:
    string)``, ``def b(self):`` / ``def c(self):``, ``<li>a</li>`` / ``<li>b</li>``)."""
    shared = max(len(commonprefix([new, old])), len(commonprefix([new[::-1], old[::-1]])))
    return shared * 3 >= 2 * min(len(new), len(old)) and _LEAD.findall(new)[:1] == _LEAD.findall(old)[:1]


_LEAD = re.compile(r"[\w.$]+")  # a line's first name: the callee or key both versions of one line share


def _goes_on(new: str, old: str) -> bool:
    """Whether ``new`` goes on past ``old`` (the old line without its closing quote and comma at its start)."""
    core = old.rstrip(",;").rstrip("\"'")
    return len(core) >= 4 and new.startswith(core) and len(new) > len(core)
