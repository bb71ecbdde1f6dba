"""The certifier's rules that read the blocks of the original and the result, line by line, by their brackets (or,
``borrowed``, by depth) (rules of *depth*, :mod:`fastapply.apply.merge.certify` runs them): a restated closing
line closes in the result the block it closes in the original, a deletion joins no two blocks, no new statement
takes over the tail of a like one, no new block borrows a later block's closing line, and no deletion between
restated lines crosses out of one block into another.
"""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from .calls import callee
from .certificate import WRITE, Certificate
from .lines import identity, is_closer, is_comment, is_weak, line_key, width
from .snippet import Snippet
from .source import Source
from .spread import STRING, opened

__all__ = ["borrowed", "closes", "crossed", "joins", "taken_over"]


def closes(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """Where the original's brackets match (line by line, string literals and comment lines aside) and the
    result's do not (its new lines, less the deleted ones, open more brackets than they close, or fewer), no
    restated closing line closes, in the result, another block than it closes in the original
    while that block's first line is kept (``.warning {`` / ``  color: orange;`` / new ``.danger {`` / ``  color:
    red;`` / the restated ``}``: ``.warning`` is left open)."""
    writes = [piece for piece in certificate.pieces if piece.kind == WRITE]
    if not sum(opened(w.text) for piece in writes for w in piece.lines if w.original is None) - sum(
            opened(source.lines[i]) for piece in certificate.pieces for i in piece.deleted()):
        return []  # (the new lines, less the deleted ones, close what they open: the count still matches)
    rows = _rows(source, certificate)
    before, texts = _original_openers(source), [text for _, text in rows]
    if before is None or _openers(texts) is not None or (after := _openers(texts, balanced=False)) is None:
        return []  # (the original's brackets do not match, or the result's do)
    out, written = [], {i for i, _ in rows if i is not None}
    for k, (i, text) in enumerate(rows):
        if i is not None and k in after and i in before and is_closer(line_key(text)) and \
                rows[after[k]][0] != before[i] and before[i] in written:
            out.append(f"the restated {text.strip()!r} (original line {i + 1}) closes "
                       f"{rows[after[k]][1].strip()[:60]!r}, not original line {before[i] + 1} "
                       f"({source.lines[before[i]].strip()[:60]!r}), which it closes there: that block is left open")
    return out


def joins(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No restated closing line whose opening line is deleted closes, in the result, a kept block whose own closing
    line, another line than that opening one, is deleted: the deletion would join the two blocks (``@media (max-width:
    900px) {`` kept, its ``}`` and the next ``@media print {`` deleted, the print block's ``}`` restated); unless the
    joined block reads as one of the two did (like items of a list: the result of deleting the other whole)."""
    gone = [i for piece in certificate.pieces for i in piece.deleted()]
    if not any(is_closer(source.keys[i]) for i in gone) or not any(opened(source.lines[i]) > 0 for i in gone):
        return []  # (no block is both closed and opened by deleted lines)
    rows = _rows(source, certificate)
    before = _original_openers(source)
    if before is None or (after := _openers([text for _, text in rows], balanced=False)) is None:
        return []
    closer_of = {opener: closer for closer, opener in before.items()}
    out, written = [], {i for i, _ in rows if i is not None}
    for k, (i, text) in enumerate(rows):
        if i is None or k not in after or i not in before or not is_closer(line_key(text)) or before[i] in written:
            continue
        head = rows[after[k]][0]
        end = closer_of.get(head) if head is not None else None
        block = [line_key(x) for _, x in rows[after[k] : k + 1]]
        if end is not None and end not in written and end != before[i] and \
                block not in (source.keys[head : end + 1], source.keys[before[i] : i + 1]):
            out.append(f"the restated {text.strip()!r} (original line {i + 1}) closes "
                       f"{rows[after[k]][1].strip()[:60]!r} (original line {head + 1}), whose closing line {end + 1} "
                       f"is deleted, as is the line it closes in the original ({before[i] + 1}: "
                       f"{source.lines[before[i]].strip()[:60]!r}): two blocks joined?")
    return out


def taken_over(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No restated closing line whose opening line is deleted closes, in the result, a new line that sets another
    name by the same call (or calls another method of the same object), where no line of the old statement found
    once in the file stays: a new statement read over the tail of a like one (``unacked = GaugeMetricFamily(`` / its
    new strings / the restated ``labels=[...]`` and ``)`` of ``consumers = GaugeMetricFamily(``, whose first lines it
    deletes; a new ``router.get(`` route read over the ``asyncHandler(...`` and ``}),`` of ``router.post(``)."""
    gone = {i for piece in certificate.pieces for i in piece.deleted()}
    if not any(opened(source.lines[i]) > 0 and _named(source.lines[i], source.language) for i in gone):
        return []
    rows = _rows(source, certificate)
    before = _original_openers(source)
    if before is None or (after := _openers([text for _, text in rows], balanced=False)) is None:
        return []
    out, written = [], {i for i, _ in rows if i is not None}
    for k, (i, text) in enumerate(rows):
        if i is None or k not in after or i not in before or before[i] not in gone:
            continue
        head, old = rows[after[k]], source.lines[before[i]]
        name = _named(head[1], source.language) if head[0] is None else None
        own = [j for j in range(before[i] + 1, i) if j in written and not is_weak(source.keys[j]) and
               source.keys.count(source.keys[j], 0, len(source.lines)) == 1]
        if name and _named(old, source.language) and name != _named(old, source.language) and not own and \
                (_made(head[1]) == _made(old) is not None or identity(head[1]) is None and
                 _receiver(name) == _receiver(_named(old, source.language)) != ""):
            out.append(f"the restated {text.strip()!r} (original line {i + 1}) closes the new "
                       f"{head[1].strip()[:60]!r}, while the line it closes in the original ({before[i] + 1}: "
                       f"{old.strip()[:60]!r}) is deleted with all of that statement's own lines: a new statement read "
                       "over another's tail?")
    return out


def borrowed(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No restated closing line whose block's first line (the line above it as deep as it, all between deeper) is
    deleted closes, in the result, a new block (a new line is the line above it as deep as it) that holds a line
    of the original (restated, or written anew where the original had it) from above a statement of the enclosing
    body that stood before that deleted first line and is deleted too: the new block read onto a later block's
    closing line, the statements between deleted (``if count == 1 then`` / the moved ``red:expire(...)`` / the
    ``end`` of the later ``if count > self.limit then``, ``red:set_keepalive()`` between them deleted)."""
    gone = {i for piece in certificate.pieces for i in piece.deleted()}
    if not any(_code(source.lines[j]) and _head(source.lines, i) == j for j in gone
               if (i := _closer_below(source, j)) is not None):
        return []  # (no block's first line is deleted while its closing line is kept or restated)
    rows = _rows(source, certificate)
    out = []
    for k, (i, text) in enumerate(rows):
        if i is None or not is_closer(line_key(text)) or (head := _head(source.lines, i)) is None or head not in gone:
            continue
        at = next((n for n in range(k - 1, -1, -1) if _code(rows[n][1]) and width(rows[n][1]) <= width(text)), None)
        if at is None or rows[at][0] is not None or width(rows[at][1]) != width(text) or not all(
                re.search(r"\w", x) for x in (rows[at][1], source.lines[head])):
            continue  # (the line above it as deep as it is no new one; a lone bracket opens the line above's block)
        since = next((rows[n][0] for n in range(at - 1, -1, -1) if rows[n][0] is not None), -1)
        inner = {(o, line_key(t)) for o, t in rows[at + 1 : k] if _code(t)}
        moved = {j for j in range(since + 1, head) if (j, source.keys[j]) in inner or j in gone and (
            None, source.keys[j]) in inner}  # (lines of the new block from before the deleted first line)
        between = [j for j in range(min(moved, default=head) + 1, head) if j in gone and j not in moved and
                   _code(source.lines[j]) and width(source.lines[j]) == width(text) and opened(source.lines[j]) == 0
                   and not line_key(source.lines[j]).endswith((",", "(", "[", "{", ":", "=", "\\"))] or [
            j for j in range(min(moved, default=since) + 1, head) if source.language == "css" and j in gone and
            j not in moved and width(source.lines[j]) == width(text) and source.keys[j].endswith("{") and
            (c := _closer_below(source, j)) is not None and c < head and c in gone]  # (or, in CSS, whose rules are
        # no declarations to the declaration rules, a whole rule)
        if between:
            out.append(f"the restated {text.strip()!r} (original line {i + 1}) closes the new "
                       f"{rows[at][1].strip()[:60]!r}, while the line it closes in the original ({head + 1}: "
                       f"{source.lines[head].strip()[:60]!r}) is deleted, with original line {between[0] + 1} "
                       f"({source.lines[between[0]].strip()[:60]!r}) between them: a new block read onto a later "
                       "block's end?")
    return out


CROSSED = 3  # lines of code less deep than both restated lines around them that one deletion may not cross (one
# or two: a declaration's first lines rewritten, a list item's key)


def crossed(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No chunk deletes, between two of its restated lines one of which stands elsewhere in the file too, with
    nothing written between them, CROSSED lines of code less deep than both (or any, where the lines between close
    a block and open another, ``_closes_and_opens``, and the joined block reads as neither, ``_one_of``): read on
    such a line, the deletion would leave the block of the first and enter another, joining the two (``{%- else
    %}`` / a new ``<li class="nav-item">`` read on a later list's, the ``{%- endif %}`` and ``</ul>`` between
    deleted)."""
    out, count = [], source.keys.count
    for piece in certificate.pieces:
        at = [k for k, w in enumerate(piece.lines) if w.original is not None and source.lines[w.original].strip()]
        gone = set(piece.deleted()) if piece.kind == WRITE and len(at) > 1 else set()
        for k, m in zip(at, at[1:]) if gone else ():
            a, b = piece.lines[k].original, piece.lines[m].original
            if b - a < 3 or any(w.text.strip() for w in piece.lines[k + 1 : m]):
                continue  # (new lines written between: the lines between rewritten, not joined)
            depth = min(source.widths[a], source.widths[b])
            joined = _closes_and_opens(source, range(a + 1, b), gone) and not _one_of(source, a, b)
            if not joined and count(source.keys[a], 0, len(source.lines)) < 2 and \
                    count(source.keys[b], 0, len(source.lines)) < 2:
                continue
            out_of = [j for j in range(a + 1, b) if j in gone and _code(source.lines[j]) and source.widths[j] < depth]
            if len(out_of) >= CROSSED or joined and out_of:
                out.append(f"original lines {out_of[0] + 1} ({source.lines[out_of[0]].strip()[:60]!r}) to "
                           f"{out_of[-1] + 1}, less deep than the restated lines {a + 1} and {b + 1} around them (one "
                           "the file has elsewhere too), are deleted: the blocks of the two joined?")
    return out


def _closes_and_opens(source: Source, lines: range, gone: set[int]) -> bool:
    """Whether ``lines``, every one deleted (``gone``) or blank, close a block opened above them and then open
    another (``},`` / ``{``: two list items joined; by their brackets, string literals aside)."""
    if any(j not in gone and source.lines[j].strip() for j in lines):
        return False
    depth, low = 0, 0
    for j in lines:
        depth += opened(source.lines[j])
        low = min(low, depth)
    return low < 0 < depth - low


def _one_of(source: Source, a: int, b: int) -> bool:
    """Whether the block that joining line ``a``'s block to line ``b``'s would give reads as one of the two did (by
    depth, trailing commas aside): like items, the result of deleting the other whole."""
    keys, widths = [k.rstrip(",") for k in source.keys], source.widths
    top = next((j for j in range(a - 1, -1, -1) if keys[j] and widths[j] < widths[a]), None)
    end = next((j for j in range(b + 1, len(keys)) if keys[j] and widths[j] < widths[b]), None)
    if top is None or end is None:
        return False
    shut = next((j for j in range(a + 1, b) if keys[j] and widths[j] <= widths[top]), b)
    start = next((j for j in range(b - 1, a, -1) if keys[j] and widths[j] <= widths[end]), a)
    joined = [k for k in keys[top : a + 1] + keys[b : end + 1] if k]
    return joined in ([k for k in keys[top : shut + 1] if k], [k for k in keys[start : end + 1] if k])


def _closer_below(source: Source, j: int) -> int | None:
    """The closing line of the block line ``j`` opens, by depth (the first code line below it not deeper, where that
    is a closer as deep as it), or None."""
    at = next((k for k in range(j + 1, len(source.lines)) if _code(source.lines[k]) and
               source.widths[k] <= source.widths[j]), None)
    return at if at is not None and at > j + 1 and source.widths[at] == source.widths[j] and is_closer(
        source.keys[at]) else None


def _head(lines: list[str], i: int) -> int | None:
    """The first line of the block closing line ``i`` ends, by depth: the nearest code line above as deep as it,
    every code line between deeper (None where the nearest line not deeper is shallower)."""
    at = next((j for j in range(i - 1, -1, -1) if _code(lines[j]) and width(lines[j]) <= width(lines[i])), None)
    return at if at is not None and width(lines[at]) == width(lines[i]) else None


def _code(line: str) -> bool:
    return bool(line.strip()) and not is_comment(line)


def _named(line: str, language: str | None) -> str | None:
    """What a line that opens a statement sets (``identity``), or else the function it calls (``router.post`` of
    ``router.post(``)."""
    return identity(line) or callee(line, language)


def _receiver(name: str) -> str:
    """What a called method is called on (``router`` of ``router.post``; "" for a plain function or a name set)."""
    return name.rpartition(".")[0] if " " not in name else ""


def _made(line: str) -> str | None:
    """What an assignment line calls to make its value (``GaugeMetricFamily`` of ``depth = GaugeMetricFamily(``)."""
    match = re.search(r"=\s*(?:new\s+)?([\w$.]+)\s*[({]", line)
    return match[1] if match else None


def _rows(source: Source, certificate: Certificate) -> list[tuple[int | None, str]]:
    """The result's lines, each with the original line it is (None for a new line)."""
    return certificate.rows(source.lines)


def _original_openers(source: Source) -> dict[int, int] | None:
    """``_openers`` of the original, read once per original (three rules ask it)."""
    if source not in _OPENERS:
        _OPENERS[source] = _openers(source.lines)
    return _OPENERS[source]


_OPENERS: WeakKeyDictionary[Source, dict[int, int] | None] = WeakKeyDictionary()


def _openers(lines: list[str], balanced: bool = True) -> dict[int, int] | None:
    """For each line that closes a bracket first thing, the line that opened it; None where a bracket closes none
    (or, ``balanced``, where one is left open)."""
    stack, out = [], {}
    for k, text in enumerate(lines):
        if is_comment(text):
            continue
        bare = STRING.sub("", text).strip()
        for n, c in enumerate(bare):
            if c in "([{":
                stack.append(k)
            elif c in ")]}":
                if not stack:
                    return None
                opener = stack.pop()
                if n == 0:
                    out[k] = opener
    return None if balanced and stack else out
