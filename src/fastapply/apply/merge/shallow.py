"""The certifier's rule on a new block read onto an old one (:mod:`fastapply.apply.merge.certify` runs it): a
chunk writes a new loop (``for line in lines:`` and a new body) after new code, and the reading restates the file's
like loop there, whatever stood between deleted (a balance check between a new currency loop and the old loop).
Where the indented marker right after the chunk, as deep as that head or less, keeps the rest of the old body first,
its depth says the chunk's block ended before it: a doubt."""

from __future__ import annotations

from .certificate import KEEP, WRITE
from .lines import is_closer, line_key, width
from .source import Source

__all__ = ["shallow_marker"]


def shallow_marker(source: Source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """No indented marker right after a chunk, as deep as a block head the chunk restates or less, keeps first the
    rest of that block's body, where the chunk wrote new lines in it and deleted original lines above that head."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[:-1]):
        after = pieces[n + 1]
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None:
            continue
        first = next((i for i in after.kept() if source.lines[i].strip()), None)
        depth = width(snippet.lines[after.marker])
        if first is None or not depth or source.widths[first] <= depth or is_closer(source.keys[first]):
            continue  # (a marker at the margin says nothing of depth: assistants write them there at any depth)
        heads = [k for k, w in enumerate(piece.lines) if w.original is not None and
                 depth >= source.widths[w.original] and source.widths[w.original] < source.widths[first]]
        if not heads:
            continue
        k = heads[-1]
        head = piece.lines[k].original
        if not line_key(source.lines[head]).endswith((":", "{")) or \
                any(source.lines[i].strip() and source.widths[i] <= source.widths[head] for i in range(head + 1, first)):
            continue  # (the kept line is not in the body that head opens)
        written = [w for w in piece.lines[k + 1 :] if w.original is None and w.snippet is not None and w.text.strip()]
        deleted = [i for i in piece.deleted() if i < head]
        if written and deleted:
            out.append(f"the marker at snippet line {after.marker + 1} is as deep as the restated "
                       f"{source.lines[head].strip()[:60]!r} (original line {head + 1}) or less, but keeps first the "
                       f"rest of the body that line opens (original line {first + 1}), after the chunk's new lines "
                       "in it: the block restated there, or a new one ending before the marker, deleting nothing?")
    return out

