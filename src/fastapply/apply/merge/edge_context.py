"""Three certifier rules on a chunk's lines and their twins, the original lines with the same code
(:mod:`fastapply.apply.merge.certify` runs them).

*context_elsewhere*: a chunk's first line of code (right after a marker, or the snippet's first) is how the snippet
says where the chunk stands. Where that line is written new while the one original line like it stays elsewhere in
the result, and the chunk deletes original lines or stands before that line, the chunk was placed away from its own
context: ``value: debug`` then a new env entry, its ``valueFrom``/``secretKeyRef`` lines read onto an earlier
entry's (that entry's lines deleted), or a new slice element's tail read onto an earlier element's.

*moved_beside*: a new line among restated ones that is the one original line like it, kept by the marker among the
few lines of code right beside the chunk, in the same block: the snippet moved that line (``init_tracing(app)``
written above ``init_db(app)``), and its old copy stays.

*attribute_moved*: a restated decorator or annotation over a new member that is no version of its own, which stays.

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("items:\\n  - id: 1\\n    kind: a\\n    size: 2\\n  - id: 2\\n    note: x\\nend: true\\n", "yaml")
    >>> snippet = Snippet("# ... existing code ...\\n    note: x\\n  - id: 3\\n    kind: a\\n    size: 2\\n"
    ...                   "# ... existing code ...\\n", "yaml")
    >>> placed = decide(source, snippet).placement
    >>> context_elsewhere(source, snippet, placed.certificate, placed.lines, None)
    ['snippet line 2, opening its chunk, is the same as original line 6, which the result keeps elsewhere: the chunk belongs after it?']
"""

from __future__ import annotations

import re
from itertools import islice

from .certificate import KEEP, WRITE
from .lines import edits, is_weak, width
from .placed import ATTRIBUTE, ATTRIBUTED, declared_below

__all__ = ["attribute_moved", "context_elsewhere", "moved_beside"]

_OPENS = ("{", ":", "(", "[")  # a block's head: the head of another block, the chunk in its own block


def context_elsewhere(source, snippet, certificate, result, verdict) -> list[str]:
    """No chunk's first line of code (telling, no block's head) is written new while the one original line
    with the same code is kept elsewhere, where the chunk deletes original lines or stands before that line; nor,
    where the file has it more often, right below a copy of it as deep that the marker before keeps among its last
    NEAR lines of code, where the chunk deletes original lines (``- run: npm ci`` read as new in the build job,
    whose own ``- run: npm ci`` stays right above it)."""
    kept, pieces = None, certificate.pieces
    for n, piece in enumerate(pieces):
        said = next((w for w in piece.lines if w.snippet is not None and w.text.strip()), None)
        if piece.kind != WRITE or said is None:
            continue
        key = snippet.keys[said.snippet]
        at = source.keys.positions.get(key, ())
        if is_weak(key) or key.endswith(_OPENS) or not at or said.original is not None:
            continue
        if len(at) > 1 and n and pieces[n - 1].kind == KEEP and piece.deleted() and (twin := next((
                i for i in [i for i in pieces[n - 1].kept() if source.lines[i].strip()][-NEAR:]
                if i in at and source.widths[i] == width(said.text)), None)) is not None:
            return [(f"snippet line {said.snippet + 1}, opening its chunk, is written new right below original line "
                     f"{twin + 1}, the same line, kept: the snippet's context written twice, the chunk misplaced?")]
        if len(at) != 1:
            continue
        if kept is None:  # (the kept lines, found once, where a candidate asks)
            kept = {i for p in certificate.pieces if p.kind == KEEP for i in p.kept()}
        if at[0] in kept and (piece.deleted() or at[0] >= piece.original[1]):
            return [(f"snippet line {said.snippet + 1}, opening its chunk, is the same as original line {at[0] + 1}, "
                     "which the result keeps elsewhere: the chunk belongs after it?")]
    return []


NEAR = 3  # lines of code of a marker's slice, next to the chunk, where a line's twin reads as its old place


def moved_beside(source, snippet, certificate, result, verdict) -> list[str]:
    """No new line of a chunk (telling, no block's head) is the one original line like it, kept by a marker among
    the NEAR lines of code right beside the chunk: the snippet moved that line, and the old copy stays."""
    pieces = certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        near = set()
        if n > 0 and pieces[n - 1].kind == KEEP:
            near.update([i for i in pieces[n - 1].kept() if source.lines[i].strip()][-NEAR:])
        if n + 1 < len(pieces) and pieces[n + 1].kind == KEEP:
            near.update([i for i in pieces[n + 1].kept() if source.lines[i].strip()][:NEAR])
        said = [w for w in piece.lines if w.text.strip()]
        for k in range(1, len(said) - 1):
            w = said[k]
            if w.original is not None or w.snippet is None or said[k - 1].original is None or \
                    said[k + 1].original is None:
                continue  # (a line added between two restated ones: no new block's)
            key = snippet.keys[w.snippet]
            at = source.keys.positions.get(key, ())
            if len(at) == 1 and at[0] in near and not is_weak(key) and not key.endswith(_OPENS) and \
                    _one_block(source, at[0], piece.original):
                return [(f"snippet line {w.snippet + 1} is written new while the one original line like it, "
                         f"{at[0] + 1}, is kept right beside the chunk: moved, the old copy kept?")]
    return []


def _one_block(source, i: int, span: tuple[int, int]) -> bool:
    """Whether no line of code between original line ``i`` and the slice ``span`` is less deep than ``i``."""
    between = range(i + 1, span[0]) if i < span[0] else range(span[1], i)
    return all(source.widths[k] >= source.widths[i] for k in between if source.lines[k].strip())


_ALONE = re.compile(r"\s*(?:@[\w.]+(?:\(.*\)|\()?|#\[.*\]?|\[[A-Z][\w.]*(?:\(.*\))?\]?)\s*")  # an attribute alone on
# its line (``@IsOptional()``, ``#[serde(default)]``, ``[HttpGet]``; not ``@Path("o") owner: String,``, ``[calls],``)


def attribute_moved(source, snippet, certificate, result, verdict) -> list[str]:
    """No restated attribute line (a decorator, an annotation) stands, in the result, over a new declaration that is
    no version of the one it stands over in the original, while that one is kept: the line moved to a new member
    and its own member lost it (``@IsOptional()`` restated above a new ``avatarUrl?: string;``, ``bio`` kept
    without it)."""
    gone = None
    for piece in certificate.pieces if source.language in ATTRIBUTED else ():
        if piece.kind != WRITE:
            continue
        for k, w in enumerate(piece.lines):
            if w.original is None or not _ALONE.fullmatch(w.text):
                continue
            now = next((x for x in islice(piece.lines, k + 1, None) if x.text.strip() and not ATTRIBUTE.match(
                x.text) and width(x.text) <= width(w.text) and x.text.strip()[0] not in ")]"), None)  # (past its args)
            was = declared_below(source.lines, w.original, len(source.lines))
            if now is None or now.original is not None or was is None or edits(now.text, source.lines[was]):
                continue
            gone = {i for p in certificate.pieces for i in p.deleted()} if gone is None else gone
            if was not in gone:
                return [(f"the restated {w.text.strip()[:40]!r} (original line {w.original + 1}) stands over the new "
                         f"{now.text.strip()[:40]!r}, while {source.lines[was].strip()[:40]!r}, which it stands over "
                         "in the original, is kept: moved off its own declaration?")]
    return []
