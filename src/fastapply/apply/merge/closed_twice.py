"""The certifier's rule on closing lines written twice (:mod:`fastapply.apply.merge.certify` runs it): a chunk that
ends with two or more closing lines written new (``</form>`` / ``</section>``), a marker after it, while the lines
it keeps right below are those same closing lines, as deep, in order, after at most one other line (the old
``<button>Search</button>`` the chunk's own ``<button>Show rates</button>`` stands for): the chunk's closers are
those lines restated, the line between edited, or new ones written beside them?"""

from __future__ import annotations

from .certificate import KEEP, WRITE
from .lines import is_closer, line_key, width
from .source import Source

__all__ = ["closed_twice"]

RUN = 2  # closing lines, at least, that end the chunk


def closed_twice(source: Source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """No chunk ends with RUN or more new closing lines that the code kept right after it repeats (as deep, in
    order), after at most one other kept line."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[:-1]):
        after = pieces[n + 1]
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None:
            continue
        code = [w for w in piece.lines if w.text.strip()]
        run = 0
        while run < len(code) and code[-1 - run].original is None and is_closer(line_key(code[-1 - run].text)):
            run += 1
        if run < RUN:
            continue
        closers = [(line_key(w.text), width(w.text)) for w in code[len(code) - run :]]
        kept = [i for i in after.kept()[: run + 2] if source.lines[i].strip()]
        for skip in (0, 1):
            twins = kept[skip : skip + run]
            if len(twins) == run and [(source.keys[i], source.widths[i]) for i in twins] == closers:
                out.append(f"chunk {piece.chunk} ends with {run} closing lines written new, while the same lines are "
                           f"kept right below it (original lines {twins[0] + 1}-{twins[-1] + 1}): restated there, or "
                           "written twice?")
                break
    return out
