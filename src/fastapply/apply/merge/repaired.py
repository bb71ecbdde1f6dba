"""Readings repaired by the certifier's doubt: where a reading keeps original lines beside chunks that read as the
old versions of the chunks' new lines right beside them (the *beside* rule's suspects), the reading that replaces
them by those new lines instead (each chunk's slice widened by that one line, the marker's or edge's slice narrowed)
is one more reading to certify (:mod:`fastapply.apply.merge.readings` tries it where no other reading is certified).

(``upsertContainer(..., "QUAY", ...)`` written above an indented marker that keeps the old ``"YARD"`` call:
that call replaced.)
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from .certificate import KEEP, WRITE, Verdict
from .place import Placement
from .source import Source

__all__ = ["repaired"]


def repaired(source: Source, placement: Placement, verdict: Verdict) -> Placement | None:
    """The reading that replaces each of ``verdict``'s suspects (an original line kept right at the edge of a keep
    piece next to a write piece) by the write piece's new line beside it; None where none can be."""
    pieces, done = list(placement.certificate.pieces), []
    starts = [p.original[0] for p in pieces]  # (ascending: the pieces tile the original in order)
    for line in sorted(set(verdict.suspects)):
        n = bisect_right(starts, line) - 1
        while n >= 0 and pieces[n].original[0] == pieces[n].original[1]:
            n -= 1  # (an empty piece starts where the one holding the line may too)
        keep = pieces[n] if n >= 0 else None
        if keep is None or keep.kind != KEEP or keep.removed or not keep.original[0] <= line < keep.original[1] or \
                keep.original[1] - keep.original[0] == 1 and 0 < n < len(pieces) - 1:
            continue  # (a one-line keep piece between two chunks: which chunk doubted it is not known)
        if line == keep.original[1] - 1 and n + 1 < len(pieces) and pieces[n + 1].kind == WRITE:
            pieces[n] = replace(keep, original=(keep.original[0], line))
            pieces[n + 1] = replace(pieces[n + 1], original=(line, pieces[n + 1].original[1]))
            starts[n + 1] = line
        elif line == keep.original[0] and n and pieces[n - 1].kind == WRITE:
            pieces[n - 1] = replace(pieces[n - 1], original=(pieces[n - 1].original[0], line + 1))
            pieces[n] = replace(keep, original=(line + 1, keep.original[1]))
            starts[n] = line + 1
        else:
            continue
        done.append(line + 1)
    if not done:
        return None
    certificate = replace(placement.certificate, pieces=tuple(pieces))
    return replace(placement, certificate=certificate, lines=certificate.render(source.lines),
                   notes=[*placement.notes, (f"original lines {', '.join(map(str, done))} read as the old versions "
                                             "of the chunks' new lines beside them, and replaced")])
