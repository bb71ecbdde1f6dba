"""Readings repaired by the certifier's doubt: where a reading keeps an original line beside a chunk that reads as
the old version of the chunk's new line right beside it (the *beside* rule's suspect), the reading that replaces it
by that new line instead (the chunk's slice widened by that one line, the marker's or edge's slice narrowed) is one
more reading to certify (:mod:`fastapply.apply.merge.readings` tries it where no other reading is certified).

(``upsertContainer(..., "QUAY", ...)`` written above an indented marker that keeps the old ``"YARD"`` call:
that call replaced.)
"""

from __future__ import annotations

from dataclasses import replace

from .certificate import KEEP, WRITE, Verdict
from .place import Placement
from .source import Source

__all__ = ["repaired"]


def repaired(source: Source, placement: Placement, verdict: Verdict) -> list[Placement]:
    """The readings that replace one of ``verdict``'s suspects (an original line kept right at the edge of a keep
    piece next to a write piece) by the write piece's new line beside it."""
    out, pieces = [], placement.certificate.pieces
    for line in dict.fromkeys(verdict.suspects):
        n = next((k for k, p in enumerate(pieces) if p.kind == KEEP and p.original[0] <= line < p.original[1]), None)
        if n is None or pieces[n].removed:
            continue
        keep = pieces[n]
        if line == keep.original[1] - 1 and n + 1 < len(pieces) and pieces[n + 1].kind == WRITE:
            write = pieces[n + 1]
            new = (*pieces[:n], replace(keep, original=(keep.original[0], line)),
                   replace(write, original=(line, write.original[1])), *pieces[n + 2:])
        elif line == keep.original[0] and n and pieces[n - 1].kind == WRITE:
            write = pieces[n - 1]
            new = (*pieces[:n - 1], replace(write, original=(write.original[0], line + 1)),
                   replace(keep, original=(line + 1, keep.original[1])), *pieces[n + 1:])
        else:
            continue
        certificate = replace(placement.certificate, pieces=new)
        out.append(replace(placement, certificate=certificate, lines=certificate.render(source.lines),
                           notes=[*placement.notes, (f"original line {line + 1} read as the old version of the "
                                                     "chunk's new line beside it, and replaced")]))
    return out
