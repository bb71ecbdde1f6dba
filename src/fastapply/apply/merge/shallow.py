"""The certifier's rule on a new block read onto an old one (:mod:`fastapply.apply.merge.certify` runs it): a
chunk writes a new loop (``for line in lines:`` and a new body) after new code, and the reading restates the file's
like loop there, whatever stood between deleted (a balance check between a new currency loop and the old loop).
Where the indented marker right after the chunk, as deep as that head or less, keeps the rest of the old body first,
its depth says the chunk's block ended before it (``shallow_marker``); where the chunk restates the loop's closing
line too and ends there, none of the old body kept, right after new code that stands where the line above the old
loop is deleted (``body_replaced``): a doubt either way."""

from __future__ import annotations

import re

from .certificate import KEEP, WRITE, write_pieces
from .lines import EXITS, identity, is_closer, is_weak, line_key, width
from .placed import placed_lines
from .source import Source

__all__ = ["body_replaced", "shallow_marker"]


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
        if not line_key(source.lines[head]).endswith((":", "{")) or any(
                source.lines[i].strip() and source.widths[i] <= source.widths[head] for i in range(head + 1, first)):
            continue  # (the kept line is not in the body that head opens)
        written = [w for w in piece.lines[k + 1 :] if w.original is None and w.snippet is not None and w.text.strip()]
        deleted = [i for i in piece.deleted() if i < head]
        if written and deleted:
            out.append(f"the marker at snippet line {after.marker + 1} is as deep as the restated "
                       f"{source.lines[head].strip()[:60]!r} (original line {head + 1}) or less, but keeps first the "
                       f"rest of the body that line opens (original line {first + 1}), after the chunk's new lines "
                       "in it: the block restated there, or a new one ending before the marker, deleting nothing?")
    return out




def body_replaced(source: Source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """No chunk ends with a loop it restates the head and closing line of, none of the old body's code kept or
    edited (an old ``raise`` / ``return`` paired with a new one by its word alone counts as not edited), right after a
    new line that stands where the original line above that head is deleted unedited: the new loop read onto the old
    one, whatever stood above it deleted (``const currency = ...`` / ``for (const line of lines) {`` / a new body /
    ``}`` / a marker, the balance check above the old loop deleted). A loop rewritten inside a function the chunk
    restates on past it (its ``Ok(())`` after the loop) is no doubt."""
    out = []
    for piece in write_pieces(certificate):
        at = {w.original: k for k, w in enumerate(piece.lines) if w.original is not None}
        if len(at) < 2:
            continue
        edits, deleted = placed_lines(source, snippet, piece)[1], set(piece.deleted())
        for head, k in at.items():
            if not _LOOP.match(source.keys[head]) or not source.keys[head].endswith(("{", ":", " do", "|")):
                continue
            close = next((i for i in range(head + 1, len(source.lines)) if source.lines[i].strip() and
                          source.widths[i] <= source.widths[head]), None)
            if close is None or close not in at or not is_closer(source.keys[close]) or \
                    any(w.text.strip() for w in piece.lines[at[close] + 1 :]):
                continue
            body = [i for i in range(head + 1, close) if source.lines[i].strip()]
            if not any(i in deleted and not is_weak(source.keys[i]) for i in body) or any(
                    i in at and not is_weak(source.keys[i]) or i in edits and
                    identity(source.lines[i]) not in EXITS for i in body):
                continue
            above = next((i for i in range(head - 1, -1, -1) if source.lines[i].strip()), None)
            new = next((w for w in reversed(piece.lines[:k]) if w.text.strip()), None)
            if above is not None and above in deleted and above not in edits and new is not None and \
                    new.original is None:
                out.append(f"chunk {piece.chunk} ends with the loop {source.lines[head].strip()[:60]!r} (original line "
                           f"{head + 1}) restated with none of its old body, right after new code, the line above it "
                           f"({source.lines[above].strip()[:60]!r}) deleted: a new loop read onto the old one, or "
                           "written before it, deleting nothing?")
    return out


_LOOP = re.compile(r"(?:for|foreach|while)\b|.*\.(?:each|forEach|each_with_index)\b")  # a loop's head
