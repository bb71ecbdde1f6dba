"""A declaration's doc comment rewritten with it: the comment lines a chunk puts right above its version of a
declaration's first line are the new version of the comment right above that line in the original, from the
original's line likest their first one (where it reads like it, ``SIMILAR``) down. Placement replaces it
(:func:`fastapply.apply.merge.widen.doc_comment`); the certifier takes it as the cause of that comment's deletion
(:mod:`fastapply.apply.merge.deletions`) and refuses a result that keeps it above the new one
(``doc_kept``, a rule of :mod:`fastapply.apply.merge.certify`).

    >>> from fastapply.apply.merge.source import Source
    >>> src = Source("// Allow says whether a request may go.\\nfunc Allow() bool {\\n\\treturn true\\n}\\n", "go")
    >>> old_doc(src, ["// Allow says whether a request costing cost may go."], 1), \\
    ...     old_doc(src, ["// Deprecated: use AllowN."], 1)
    (0, None)
"""

from __future__ import annotations

import re

from .certificate import KEEP, Certificate, Piece, write_pieces
from .keys import DATA
from .lines import SIMILAR, is_comment, similarity
from .snippet import Snippet
from .source import Source

NOT_CODE = DATA | {"markdown", "html", "css"}  # (a ``#`` line there is a heading or a key's note, not a doc comment)


def comment_above(lines: list[str], at: int, lo: int = 0) -> int:
    """The first of the comment lines right above line ``at`` (no blank line between), not above ``lo``; ``at``
    when there are none."""
    k = at
    while k - 1 >= lo and lines[k - 1].strip() and is_comment(lines[k - 1]):
        k -= 1
    return k


def old_doc(source: Source, new: list[str], head: int, lo: int = 0) -> int | None:
    """Where the original's comment right above line ``head``, a declaration's first line, starts being the old
    version of ``new`` (the comment lines a chunk puts right above its version of that line): its line likest
    ``new``'s first, where that one reads like it (SIMILAR), or its first where both open on the declaration's name
    (``// Validate ...``); None when it has none, or ``head`` is no declaration's first line."""
    if not new or not source.language or source.language in NOT_CODE:
        return None
    top = comment_above(source.lines, head, lo)
    if head not in source.heads:  # (a statement's one-line comment, its words kept and more added: ``# 3. upload``
        if len(new) != 1 or top != head - 1:  # now ``# 3. upload, retrying: ...``)
            return None
        old, line = source.lines[top].strip(), new[0].strip()
        return top if len(line) > len(old) > 4 and line.startswith(old) and not line[len(old)].isalnum() or \
            _begins(old, line) else None
    alike = [(similarity(new[0], source.lines[k]), k) for k in range(top, head)]
    best = max(alike, default=(0.0, None))  # (the likest, the nearest the head of those)
    if best[0] >= SIMILAR:
        return best[1]
    said = next((x for x in new if sum(map(str.isalnum, x)) >= 4), new[0])  # (past a bare ``/**``)
    begun = [k for k in range(top, head) if _begins(source.lines[k], said)]  # (a one-line doc grown: ``Loads a
    if begun:  # user's avatar.`` now ``Loads a user's avatar, from the cache ...``)
        return begun[-1]
    word = _named(new[0])  # (both open on the declaration's name: ``// Validate checks ...`` for ``// Validate
    return top if top < head and word and word == _named(source.lines[top]) else None  # reports ...``; ``# Create
    # a tag ...`` for ``# Create an annotated tag ...``: one sentence rewritten)


def _begins(old: str, new: str) -> bool:
    """The old comment line's words, three or more, begin the new one's (its comment marks and full stop aside)."""
    return len(words := _prose(old).split()) >= 3 and _prose(new).startswith(" ".join(words))


def _prose(line: str) -> str:
    """A comment line's words, its comment marks and closing full stop aside."""
    return " ".join(re.sub(r"^\s*(?:/\*+|\*+|//+|#+|--|;+)|\*/\s*$", "", line).strip().rstrip(".").split())


def _named(line: str) -> str:
    """The first word of a comment line, where it reads as a name (three characters or more)."""
    match = re.match(r"\s*(?://+|#+|/\*+|\*|--|;+)\s*([A-Za-z_$][\w$]{2,})\b", line)
    return match[1] if match else ""


def doc_of(source: Source, snippet: Snippet, piece: Piece, head: int, at: int) -> int | None:
    """``old_doc`` for original line ``head`` whose version is snippet line ``at`` in write ``piece``, where the
    comment lines right above ``at`` are new lines of the piece."""
    new = {w.snippet for w in piece.lines if w.original is None and w.snippet is not None}
    block = range(comment_above(snippet.lines, at, piece.snippet[0]), at)
    return old_doc(source, [snippet.lines[k] for k in block], head) if all(k in new for k in block) else None


def replaced_doc(source: Source, snippet: Snippet, piece: Piece, placed: list[int], edits: dict[int, int]) -> range:
    """The original comment lines write ``piece`` replaces as the doc comment of its first placed line (restated,
    or edited: ``edits``), by ``doc_of``; the certifier's cause for their deletion."""
    head = placed[0] if placed else None
    at = edits.get(head, next((w.snippet for w in piece.lines if w.original == head), None)) if placed else None
    start = doc_of(source, snippet, piece, head, at) if at is not None else None
    first = piece.lines[0] if piece.lines else None
    if start is None and head is not None and first is not None and first.original is None and first.snippet == \
            piece.snippet[0] and piece.original[0] < head:  # (the file's header comment, rewritten: ``old_header``)
        start = old_header(source, snippet, piece.snippet[0], head)
    return range(start, head) if start is not None else range(0)


def doc_kept(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None
             ) -> list[str]:
    """The certifier's side (a rule of *beside*): no original comment that ``old_doc`` finds above a declaration's
    first line a chunk starts at (restated, or replaced by its first line of code) is kept, where the chunk writes
    its own comment lines right above its version of that line."""
    kept = {i for piece in certificate.pieces if piece.kind == KEEP for i in piece.kept()}
    out = []
    for piece in write_pieces(certificate) if kept and source.language not in NOT_CODE else ():
        head = piece.original[0]
        first = next((w for w in piece.lines if w.original == head and w.snippet is not None), None) or next(
            (w for w in piece.lines if w.snippet is not None and w.text.strip() and not is_comment(w.text)), None)
        if head - 1 not in kept or first is None:
            continue
        start = doc_of(source, snippet, piece, head, first.snippet)
        if start is not None and start in kept:
            out.append(f"original line {start + 1} ({source.lines[start].strip()[:60]!r}) is kept above the new "
                       f"comment of the line it documents (snippet line {first.snippet + 1}): its old version?")
    return out


def doc_dropped(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None
                ) -> list[str]:
    """The certifier's side (a rule of *deletion*): a chunk beside a marker deletes no doc comment of a declaration
    whose first line it restates, unless it writes a new comment right above that line (the comment's new
    version): left out for brevity (``module Cache`` / ``class LruStore`` / marker; a field added, then the
    restated ``func New() *T {`` without its comment), more likely than meant to go."""
    pieces, out = certificate.pieces, []
    for n, piece in enumerate(pieces):
        if piece.kind == KEEP:
            continue
        beside = [pieces[k] for k in (n - 1, n + 1) if 0 <= k < len(pieces)]
        gone = set(piece.deleted())
        if not gone or not any(p.marker is not None for p in beside) or source.language in NOT_CODE:
            continue
        for k, w in enumerate(piece.lines):
            start = comment_above(source.lines, w.original) if w.original in source.heads else None
            if start is None or start == w.original or not set(range(start, w.original)) <= gone:
                continue
            before = next((x for x in reversed(piece.lines[:k]) if x.text.strip()), None)  # (a new comment right
            if before is None or before.original is not None or not is_comment(before.text):  # above: its new version)
                out.append(f"original lines {start + 1}-{w.original} (the comment on {w.text.strip()[:60]!r}) are "
                           "deleted by a chunk that restates the lines around it beside a marker: left out, or "
                           "deleted?")
    return out


def doc_moved(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """A comment line read as replaced by a new comment (``replaced by its new version``) documents the code line
    right below it: where the result keeps that code and the new comment stands above other code, the code lost its
    comment to a new sibling's (``// MaxURLBytes limits ...`` read as reworded into the new field's ``//
    MaxBodyBytes limits ...``, ``MaxURLBytes int`` kept bare below the new field)."""
    if source.language in NOT_CODE or verdict is None:
        return []
    replaced = [i for i, cause in verdict.deletions if cause.startswith("replaced by") and is_comment(source.lines[i])]
    rows = certificate.rows(source.lines) if replaced else []
    at = {o: r for r, (o, _) in enumerate(rows) if o is not None}
    out = []
    for i in replaced:
        below = i + 1  # (the comment line right above code: inside a block comment, a header's line, it is none)
        if below >= len(source.lines) or not source.lines[below].strip() or is_comment(source.lines[below]) or \
                below not in at:
            continue  # (or the code below is gone too)
        if at[below] == 0 or not is_comment(rows[at[below] - 1][1]):
            out.append(f"original line {i + 1} ({source.lines[i].strip()[:60]!r}) is read as replaced by a new "
                       f"comment, but documents {source.lines[below].strip()[:60]!r} (original line {below + 1}), "
                       "which the result keeps without a comment: a new sibling's comment read as its rewording?")
    return out


def old_header(source: Source, snippet: Snippet, first: int, head: int) -> int | None:
    """The snippet opens (no marker above) on new comment lines at ``first`` whose chunk's first placed line is
    original line ``head``, while all the original has above ``head`` is one comment block and blank lines: the
    file's header comment rewritten (``/* Receipt and kitchen chit print styles`` for ``/* Receipt print styles
    ... */``), where its first line reads like the old one's (SIMILAR) or both open on the same word. The first
    line of that old comment (the chunk replaces it, not written below it), else None."""
    if not is_comment(snippet.lines[first]) or any(snippet.keys[:first]):
        return None
    top = next((k for k in range(head) if source.keys[k]), None)
    if top is None or source.keys[top].startswith("#!"):
        return None
    end = next((k for k in range(top, head) if not source.keys[k]), head)
    block = source.keys[top].startswith("/*") and source.keys[end - 1].endswith("*/")
    if any(source.keys[k] for k in range(end, head)) or not (block or all(
            is_comment(source.lines[k]) for k in range(top, end))):
        return None
    new, old = snippet.lines[first], source.lines[top]
    return top if similarity(new, old) >= SIMILAR or _named(new) and _named(new) == _named(old) else None


def documented(source, snippet, certificate, result, verdict) -> list[str]:
    """New code is not written between a comment and the code it documents: a chunk whose last restated line is a
    comment, new code after it, before a marker that keeps the line of code right below that comment (the new code
    may be that code's new version, the old one kept under the marker)."""
    pieces = certificate.pieces
    for piece, after in zip(pieces, pieces[1:]):
        if piece.kind == KEEP or after.kind != KEEP or after.marker is None:
            continue
        lines = [w for w in piece.lines if w.text.strip()]
        k = max((j for j, w in enumerate(lines) if w.original is not None), default=None)
        if k is None or k == len(lines) - 1 or not is_comment(source.lines[lines[k].original]):
            continue
        below = lines[k].original + 1
        if piece.original[1] == below and below in after.kept() and source.lines[below].strip() and \
                not is_comment(source.lines[below]) and not all(is_comment(w.text) for w in lines[k + 1 :]):
            return [f"chunk {piece.chunk} writes new code after the comment at original line {lines[k].original + 1}, "
                    "while the marker after it keeps the code that comment documents "
                    f"({source.lines[below].strip()[:60]!r}): its new version, the old kept beside it?"]
    return []
