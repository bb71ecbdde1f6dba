"""The certifier's rule on a chunk's context line: a chunk's first line of code (the line right after a marker, or
the snippet's first) is how the snippet says where the chunk stands (:mod:`fastapply.apply.merge.certify` runs it). Where that line is written new while the
one original line with the same code stays elsewhere in the result, and the chunk deletes original lines or
stands before that line, the chunk was placed away from its own context: ``value: debug`` then a new env entry,
its ``valueFrom``/``secretKeyRef`` lines read onto an earlier entry's (the earlier entry's lines deleted), or a
new slice element's tail read onto an earlier element's.

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

from .certificate import KEEP, WRITE
from .lines import is_weak

__all__ = ["context_elsewhere"]

_OPENS = ("{", ":", "(", "[")  # a block's head: the head of another block, the chunk in its own block


def context_elsewhere(source, snippet, certificate, result, verdict) -> list[str]:
    """No chunk's first line of code (telling, no block's head) is written new while the one original line
    with the same code is kept elsewhere, where the chunk deletes original lines or stands before that line."""
    kept = None
    for piece in certificate.pieces:
        said = next((w for w in piece.lines if w.snippet is not None and w.text.strip()), None)
        if piece.kind != WRITE or said is None:
            continue
        key = snippet.keys[said.snippet]
        at = source.keys.positions.get(key, ())
        if is_weak(key) or key.endswith(_OPENS) or len(at) != 1:
            continue
        if kept is None:  # (the kept lines, found once, where a candidate asks)
            kept = {i for p in certificate.pieces if p.kind == KEEP for i in p.kept()}
        if at[0] in kept and (piece.deleted() or at[0] >= piece.original[1]):
            return [(f"snippet line {said.snippet + 1}, opening its chunk, is the same as original line {at[0] + 1}, "
                     "which the result keeps elsewhere: the chunk belongs after it?")]
    return []

