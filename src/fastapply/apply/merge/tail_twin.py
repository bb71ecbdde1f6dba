"""The certifier's rule on a line edited at a chunk's edge with more lines added beside it (*beside*,
:mod:`fastapply.apply.merge.certify` runs it): the chunk ends in a run of new lines right before a marker, and one
of them, not the last (``beside`` reads that one), is the new version of the first line of code the marker keeps:
the two nearly the same, their first or last two thirds alike (``express.json({ limit: "5mb" })`` / ``express.json({
limit: "1mb" })``), or the kept line going on in it (``"tests/"`` in ``"tests/unit"``, ``i.total_cents`` in
``i.total_cents / 100.0 AS total``). Or one of a chunk's new lines at its edge, however many, as deep as that kept
line (or the last line of code a marker keeps before the chunk, on its other edge), not inside a block the new
lines before it open, calls what it calls: the same method of the same receiver, which the original calls there
only (``builder.connectTimeout(``, ``logging.basicConfig(``), or with the same first argument
(``app.add_middleware(CORSMiddleware, ...``), or the same call of a call (``r.Use(middleware.Timeout(``). The old
line is kept past the marker: a doubt, not a guess.
"""

from __future__ import annotations

import re
from os.path import commonprefix

from .certificate import KEEP, WRITE
from .lines import line_key, similarity, width

__all__ = ["tail_twin"]

RUN = 3  # new lines at the chunk's end, at most, each read against the kept line
SAME = 0.9  # likeness of two lines that are one line's two versions


def tail_twin(source, snippet, certificate, result, verdict) -> list[str]:
    """No chunk's run of new lines before a marker holds, before its last line, the new version of the first line
    of code that marker keeps; nor a new line at a chunk's edge that calls what the line a marker keeps beside that
    edge calls (see the module docstring)."""
    pieces = certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        said = [w for w in piece.lines if w.text.strip()]
        for before, side in ((True, pieces[n - 1] if n else None), (False, pieces[n + 1] if n + 1 < len(pieces)
                                                                    else None)):
            if side is None or side.kind != KEEP or side.marker is None:
                continue
            lines = side.kept()
            kept = next((i for i in (reversed(lines) if before else lines) if source.lines[i].strip()), None)
            if kept is None:
                continue
            run = []
            for w in said if before else reversed(said):
                if w.original is not None or w.snippet is None:
                    break
                run.append(w)
            old, order = source.keys[kept], run if before else run[::-1]  # (``order``: the run in the chunk's order)
            for k, w in enumerate(run):
                new = line_key(w.text)
                if new == old:
                    continue
                at = k if before else len(run) - 1 - k  # (a line inside a new block the run opens is new code's)
                if not before and 0 < k < RUN and (similarity(new, old) >= SAME and _shared(new, old) or
                                                   _goes_on(new, old)) or \
                        width(w.text) == source.widths[kept] and _same_call(source, new, old) and \
                        all(width(x.text) >= width(w.text) for x in order[:at]):
                    return [(f"snippet line {w.snippet + 1} ({w.text.strip()[:50]!r}) reads as the new version of "
                             f"original line {kept + 1} ({source.lines[kept].strip()[:50]!r}), which the marker "
                             f"{'before' if before else 'after'} it keeps: the old kept beside the new lines?")]
    return []


_CALL = re.compile(r"(?:(?:await|return|yield)\s+)?([A-Za-z_$][\w$]*(?:\s*(?:\.|->|::|\?\.)\s*[A-Za-z_$][\w$]*)*"
                   r"(?:<[^<>()]*>)?)\s*\(\s*(?:([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\()?")


_NAMED = re.compile(r"""\s*(["'`])[^"'`]*\1""")


_FIRST = re.compile(r"\s*([^,()\s][^,()]*?)\s*,")  # a call's first argument, before a comma (no brackets in it)


def _same_call(source, new: str, old: str) -> bool:
    """Whether two lines call the same method of the same receiver, which the original calls on one line only
    (``logging.basicConfig(``), or the same call of a call (``r.Use(middleware.Timeout(``), or with the same first
    argument, more follow (``app.add_middleware(CORSMiddleware, ...``); not where the new one's first argument is a
    string the old one's is not (``router.post("/orders/:id/cancel", ...``: another route)."""
    a, b = _CALL.match(new), _CALL.match(old)
    if a is None or b is None or a[1] != b[1]:
        return False
    named = _NAMED.match(new, a.end())
    if named is not None and not old[b.end():].startswith(named[0]):
        return False  # (a call whose first argument names it: another route, event or key)
    if a[2] is not None and a[2] == b[2]:
        return True
    first, was = _FIRST.match(new, a.end()), _FIRST.match(old, b.end())
    if first is not None and was is not None and first[1] == was[1]:
        return True  # (the same first argument: ``add_middleware(CORSMiddleware, ...``, ``StringVar(&cfg.DSN, ...``)
    if not re.search(r"\.|->|::", a[1]):
        return False
    return sum(1 for line in source.keys if (m := _CALL.match(line)) is not None and m[1] == a[1]) == 1


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
