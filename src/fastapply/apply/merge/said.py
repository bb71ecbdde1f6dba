"""What a marker says of the code it keeps, read against the chunks beside it (a rule of *deletion*,
:mod:`fastapply.apply.merge.certify` runs it): a marker that names what it keeps (``{/* ... number, customer,
date and status cells ... */}``) keeps it, so a chunk right beside it deletes no line that mentions those names
between its restated lines: read so, the chunk's new ``<TableCell>`` / ``</TableCell>`` stand on the status
cell's, whose body it drops, while the marker says the status cell stays.

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Verdict, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("a = 1\\nstatus = 2\\nb = 3\\n", "python")
    >>> snippet = Snippet("# ... a and status as before ...\\nb = 3\\n", "python")
    >>> verdict = Verdict("exact", deletions=[(1, "between restated lines of chunk 1")])
    >>> pieces = (Piece(KEEP, (0, 1), (0, 1), marker=0), Piece(WRITE, (1, 2), (1, 3), (Written("b = 3", 1, 2),)))
    >>> kept_said(source, snippet, Certificate(pieces), None, verdict)[0].split(": ")
    ["original line 2 ('status = 2'), about status, is deleted beside the marker at snippet line 1", \
"the marker's own words keep that code"]
"""

from __future__ import annotations

from .certificate import KEEP, WRITE, Certificate, Verdict
from .keys import DATA
from .lines import width
from .markers import kept_names, mentions
from .snippet import Snippet
from .source import Source

__all__ = ["KEPT_SAID", "kept_said", "named_later"]

KEPT_SAID = "the marker's own words keep that code"


def kept_said(source: Source, snippet: Snippet, certificate: Certificate, result, verdict: Verdict) -> list[str]:
    """No line a chunk deletes between its restated lines mentions a name (four letters or more) that the marker
    right beside the chunk says it keeps."""
    between = {i for i, cause in verdict.deletions if cause.startswith("between restated lines")}
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        gone = [i for i in piece.deleted() if i in between] if piece.kind == WRITE else []
        for k in (n - 1, n + 1) if gone else ():
            marker = pieces[k].marker if 0 <= k < len(pieces) and pieces[k].kind == KEEP else None
            names = tuple(w.lower() for w in kept_names(snippet.lines[marker]) if len(w) >= 4) \
                if marker is not None else ()
            for i in gone if names else ():
                said = [w for w in names if mentions([source.lines[i]], (w,))]
                if said:
                    out.append(f"original line {i + 1} ({source.lines[i].strip()[:60]!r}), about "
                               f"{', '.join(said)}, is deleted beside the marker at snippet line {marker + 1}: "
                               f"{KEPT_SAID}")
    return out


def named_later(source: Source, snippet: Snippet, certificate: Certificate, result, verdict: Verdict) -> list[str]:
    """In a data file, a marker right after a chunk, less deep than the chunk's last line, that names what it keeps
    (``# ... volumes unchanged ...``, a key it keeps further down), keeps first lines deeper than itself that mention
    none of those names: the rest of the block the chunk wrote (``depends_on:`` with ``mailhog:`` after the
    restated ``redis:``), kept by the marker, or deleted by the chunk that restates that block to its end? The
    snippet does not say."""
    if source.language not in DATA:
        return []
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[1:], 1):
        before = pieces[n - 1]
        said = [w for w in before.lines if w.text.strip()] if before.kind == WRITE else []
        if piece.kind != KEEP or piece.marker is None or not said:
            continue
        depth, names = width(snippet.lines[piece.marker]), [w.lower() for w in kept_names(snippet.lines[piece.marker])]
        kept = [i for i in piece.kept() if source.lines[i].strip()]
        first = kept[: next((k for k, i in enumerate(kept) if source.widths[i] <= depth), len(kept))]
        later = [i for i in kept[len(first):] if (source.name_of(i) or "").lower() in names]  # (what it names)
        if names and first and later and depth < width(said[-1].text) and source.widths[first[0]] <= width(
                said[-1].text) and not mentions(source.lines[first[0] : first[-1] + 1], tuple(names)):
            out.append(f"the marker at snippet line {piece.marker + 1} says it keeps {', '.join(names[:3])}, but the "
                       f"first lines it keeps (original lines {first[0] + 1}-{first[-1] + 1}) are the rest of the "
                       "block the chunk before it writes: kept, or restated to its end? The snippet does not say")
    return out
