"""The certifier: whether a merge result may be written. It reads the original, the snippet and the certificate
(the merge's reading, :mod:`fastapply.apply.merge.certificate`), re-derives the result, and checks it by the
snippet convention, one rule a function, each stated in one sentence (docs/apply.md lists them with examples).
It imports nothing of the placement: only what reads the snippet and the original.

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def f():\\n    return 1\\n", "python")
    >>> snippet = Snippet("def f():\\n    return 2\\n# ... existing code ...\\n", "python")
    >>> kept = Certificate((Piece(WRITE, (0, 2), (0, 1), (Written("def f():", 0, 0), Written("    return 2", 1, None))),
    ...                     Piece(KEEP, (2, 3), (1, 2), marker=2)))
    >>> certify(source, snippet, kept, kept.render(source.lines)).refusals
    ["beside: original line 2 ('return 1') is kept next to its new version ('return 2')"]

A result is ``exact`` when every rule holds and every snippet line is written as given; ``fuzzy`` when every
rule holds but some lines were adjusted (re-indented, or restating an original line only up to whitespace);
otherwise ``ambiguous``: nothing is written, and the refusals say which rule failed where.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from .certificate import KEEP, WRITE, Certificate, Piece
from .decls import declarations, walk
from .keys import DATA, key_declarations
from .lines import (
    SIMILAR,
    identity,
    is_closer,
    is_weak,
    join_lines,
    line_key,
    restates_beyond,
    similarity,
    width,
)
from .lines import edits as is_edit
from .markers import MAX_MARKER_CHARS, says_removed
from .scopes import ends_with, head_line, may_stand_for, renamed_heads
from .snippet import Snippet
from .source import Source, compiles
from .syntax import errors, parse

__all__ = ["Verdict", "certify"]

CLOSE = 0.9  # a kept line this like a new one beside it may be its old version, whatever its words
WHOLE_EDGE = 3  # a marker-less snippet placed among the file's first and last this many lines of code is the file
_ELIDED = re.compile(r"(?:^|\s)(?:\.\s?){3}|…|\b(?:existing|unchanged|remain(?:s|ing|der)?|rest of|omitted|elided|"
                     r"as before|stays? the same|not shown|snip(?:ped)?|truncated|removed|other (?:\w+ )?"
                     r"(?:methods|functions|fields|routes|rules|tests|cases|imports|code))\b", re.IGNORECASE)
_COMMENT = re.compile(r"\s*(?://+|#+|/\*+|\*|--|;+|%+|<!--|\{/\*)(?P<text>.*?)(?:\*/\}?|-->)?\s*$")


@dataclass(slots=True)
class Verdict:
    confidence: str  # "exact", "fuzzy" or "ambiguous"
    refusals: list[str] = field(default_factory=list)  # "<rule>: <where and why>"
    adjustments: list[str] = field(default_factory=list)  # what made a certified result fuzzy
    deletions: list[tuple[int, str]] = field(default_factory=list)  # (original line, its cause)


def certify(source: Source, snippet: Snippet, certificate: Certificate, result: list[str]) -> Verdict:
    """The verdict on ``result`` (lines), read by ``certificate`` (see the module docstring)."""
    verdict = Verdict("exact")
    checks = [rendered, tiled, anchored, as_given, no_marker_text, caused, beside, pinned, declarations_whole,
              parses]
    for check in checks:
        verdict.refusals += [f"{_RULE[check.__name__]}: {x}" for x in check(source, snippet, certificate, result, verdict)]
        if verdict.refusals and check in (rendered, tiled):
            break  # the reading itself is wrong: nothing else can be checked by it
    verdict.confidence = "ambiguous" if verdict.refusals else "fuzzy" if verdict.adjustments else "exact"
    return verdict


def rendered(source, snippet, certificate, result, verdict) -> list[str]:
    """The result is exactly what the certificate describes."""
    got = certificate.render(source.lines)
    if got == result:
        return []
    at = next((i for i, (a, b) in enumerate(zip(got, result)) if a != b), min(len(got), len(result)))
    return [f"the result differs from its reading at line {at + 1}"]


def tiled(source, snippet, certificate, result, verdict) -> list[str]:
    """The pieces tile the snippet and the original in order; every marker stands for one slice of the original,
    kept; every snippet line of code is written once, in order; edge slices stand only at the file's edges."""
    out, s_at, o_at, pieces = [], 0, 0, certificate.pieces
    markers = {m.line for m in snippet.markers}
    for n, piece in enumerate(pieces):
        if piece.snippet[0] != s_at or piece.original[0] != o_at or piece.snippet[1] < s_at or \
                piece.original[1] < o_at:
            return [f"piece {n + 1} does not follow the one before it"]
        inside = [i for i in range(*piece.snippet) if i in markers]
        code = [i for i in range(*piece.snippet) if snippet.lines[i].strip() and i not in markers]
        if piece.kind == KEEP:
            if code or (inside != [piece.marker] if piece.marker is not None else inside):
                out.append(f"piece {n + 1} keeps original code for snippet lines that are not one marker")
            elif piece.marker is None and 0 < n < len(pieces) - 1:
                out.append(f"piece {n + 1} keeps original code where the snippet has no marker")
        else:
            said = [w.snippet for w in piece.lines if w.snippet is not None]
            if inside or said != list(range(*piece.snippet)):
                out.append(f"piece {n + 1} does not write its snippet lines once each, in order")
        s_at, o_at = piece.snippet[1], piece.original[1]
    if s_at != len(snippet.lines) or o_at != len(source.lines):
        out.append("the pieces do not cover the whole snippet and the whole original")
    return out


def anchored(source, snippet, certificate, result, verdict) -> list[str]:
    """An anchored line restates an original line of its piece's slice (the same code up to whitespace), in order,
    one it may stand for (inside a declaration, a line of the original declaration of that name), and is written as
    the original has it."""
    out = []
    for piece in _writes(certificate):
        order = [w.original for w in piece.lines if w.original is not None]
        if order != sorted(set(order)) or any(not piece.original[0] <= j < piece.original[1] for j in order):
            out.append(f"chunk {piece.chunk} restates original lines out of order or outside its slice")
        for w in piece.lines:
            if w.original is not None and (w.text != source.lines[w.original] or w.snippet is None
                                           or snippet.keys[w.snippet] != source.keys[w.original]):
                out.append(f"snippet line {(w.snippet or 0) + 1} is not original line {w.original + 1}")
            elif w.original is not None and not may_stand_for(snippet, w.snippet, source, w.original):
                out.append(f"snippet line {w.snippet + 1}, in a declaration of the snippet, restates original line "
                           f"{w.original + 1} of another")
            elif w.original is not None and snippet.lines[w.snippet] != w.text:
                verdict.adjustments.append(f"snippet line {w.snippet + 1} restates original line "
                                           f"{w.original + 1} up to whitespace")
    return out


def as_given(source, snippet, certificate, result, verdict) -> list[str]:
    """A new line is its snippet line, up to indentation; a line the snippet does not have is a blank line at the
    edge of new code."""
    out = []
    for piece in _writes(certificate):
        for k, w in enumerate(piece.lines):
            if w.original is not None:
                continue
            if w.snippet is None:
                if w.text.strip() or 0 < k < len(piece.lines) - 1 and piece.lines[k - 1].snippet is not None \
                        and piece.lines[k + 1].snippet is not None:
                    out.append(f"chunk {piece.chunk} writes a line of its own inside its code")
            elif line_key(w.text) != snippet.keys[w.snippet]:
                out.append(f"snippet line {w.snippet + 1} is written otherwise")
            elif w.text != snippet.lines[w.snippet]:
                verdict.adjustments.append(f"snippet line {w.snippet + 1} re-indented to the file's style")
    return out


def no_marker_text(source, snippet, certificate, result, verdict) -> list[str]:
    """No written line reads like a marker: a new comment with dots, or with words such as existing, unchanged,
    rest of, omitted, as before, removed, is a marker the snippet reader did not take, or a refusal; nor like an
    instruction: a new comment that says a declaration is removed (``# remove b()``) while the result keeps it."""
    new = [w for piece in _writes(certificate) for w in piece.lines if w.original is None and w.snippet is not None]
    out = [f"snippet line {w.snippet + 1} ({w.text.strip()!r}) reads like a marker, not code" for w in new
           if _elided(w.text)]
    told = [(w, names) for w in new if (names := says_removed(w.text))]
    if told:
        kept = {i for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else
                                                           [w.original for w in piece.lines if w.original is not None])}
        alive = {path[-1][1].rsplit(".", 1)[-1] for path, decl in source.flat
                 if head_line(source.lines, decl.start, decl.end) in kept}
        out += [f"snippet line {w.snippet + 1} ({w.text.strip()!r}) says {name!r} is removed, but the result keeps it"
                for w, names in told for name in names if name in alive]
    return out


def caused(source, snippet, certificate, result, verdict) -> list[str]:
    """Every deleted line has a cause: it lies between two placed lines of one chunk (restated or edited lines;
    a closing line only where the chunk restates the block it closes), or a new line of the chunk edits it (sets
    the same name, in order between the chunk's placed lines), or it is in a declaration the chunk states whole
    (its head placed; no marker inside; the snippet's end, a marker or code no deeper after it), or it lies beyond
    a snippet edge that has no marker and the chunk's new lines there restate all of it (``restates_beyond``), or
    a deletion marker names it, or the snippet has no markers and its placed lines reach among the file's first
    and last WHOLE_EDGE lines of code, which are then the whole file's edges (code there it leaves out is deleted;
    comment lines there are kept)."""
    out, writes = [], _writes(certificate)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            out += _named(source, snippet, piece, verdict)
            continue
        placed, edits = _placed(source, snippet, piece)
        whole = _whole_file(source, snippet, placed) if len(writes) == 1 else set()
        restated = _restated(source, snippet, piece, edits)
        beyond = _beyond(source, snippet, piece, placed, edits)
        for i in piece.deleted():
            if not source.lines[i].strip():
                continue
            if i in edits:
                cause = f"replaced by its new version, snippet line {edits[i] + 1}"
            elif i in restated:
                cause = f"the snippet restates {restated[i]!r} whole"
            elif i in beyond:
                cause = "the snippet's lines at its edge restate everything beyond its restated lines"
            elif i in whole:
                cause = "the snippet has no markers and restates the file from its first lines to its last: the file"
            elif _between(source, snippet, piece, placed, i):
                cause = f"between restated lines of chunk {piece.chunk}"
            else:
                out.append(f"original line {i + 1} ({source.lines[i].strip()!r}) is deleted, but chunk {piece.chunk} "
                           "does not restate lines on both sides of it, and no new line replaces it")
                continue
            verdict.deletions.append((i, cause))
    return out


def beside(source, snippet, certificate, result, verdict) -> list[str]:
    """No original code kept next to a chunk is the old version of the chunk's new lines at that edge (before its
    first restated line, after its last): the new line right beside the kept one is its new version (``alike``),
    or calls what it calls at its depth where no other line beside them does (a call edited, not one of a run
    of calls), or the new lines there are, one for one, an edited copy of the kept lines beside them. A closing line kept beside the same
    closing line, new, is one written twice; code kept right after a new return (raise, throw, break) at its
    depth would never run."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        runs = (piece.lines[: marks[0]] if marks else piece.lines, piece.lines[marks[-1] + 1 :] if marks else piece.lines)
        for step, run in zip((-1, 1), runs):
            new = [w.text for w in run if w.snippet is not None and w.text.strip()]
            kept = _kept_lines(source, pieces, n, step, len(new))
            if not new or not kept:
                continue
            near, edge = (new[0], kept[-1]) if step < 0 else (new[-1], kept[0])  # the two lines beside each other
            old, weak = source.lines[edge], is_weak(source.keys[edge])
            copy = len(kept) >= len(new) > 1 and _copy(new, [source.lines[k] for k in kept])
            if (line_key(near) == source.keys[edge] if weak else _alike(near, old)) or copy:
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept next to its new version "
                           f"({near.strip()!r})")
            elif _one_call(source, near, edge, step, piece.lines[marks[0] if step < 0 else marks[-1]].original
                           if marks else None):
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept next to a new call of the same "
                           f"{_callee(near)}() ({near.strip()!r}), not one of a run of them: its new version?")
            elif step > 0 and _exits(near) and width(near) <= width(old) and not _continues(old):
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept after the new {near.strip()!r}, "
                           "where it can never run")
    return out


_CALL = re.compile(r"\s*(?:await\s+|return\s+|yield\s+)?(?P<name>[A-Za-z_$][\w$]*(?:\s*(?:\.|::|->)\s*[A-Za-z_$][\w$]*)*)"
                   r"\s*\(")
_NOT_CALLS = frozenset("if elif for while switch catch with function def fn func return print assert".split())


def _callee(line: str) -> str | None:
    """The function a statement line calls first (``self.client.get`` of ``self.client.get(url)``), or None."""
    match = _CALL.match(line)
    name = match["name"] if match else None
    return name if name and name not in _NOT_CALLS and sum(map(str.isalnum, name)) >= 4 else None


def _one_call(source: Source, new: str, edge: int, step: int, anchor: int | None) -> bool:
    """The new line and the kept one beside it call the same function at one depth, and neither the kept line's
    other neighbour nor the chunk's anchor beside the new one calls it: a lone call, edited, kept beside its
    new version (a run of such calls takes a new one as a sibling)."""
    callee = _callee(new)
    if callee is None or callee != _callee(source.lines[edge]) or width(new) != width(source.lines[edge]):
        return False
    beyond = edge + step
    while 0 <= beyond < len(source.lines) and not source.lines[beyond].strip():
        beyond += step
    around = [p for p in (beyond, anchor) if p is not None and 0 <= p < len(source.lines)]
    return not any(_callee(source.lines[p]) == callee for p in around)


def _exits(line: str) -> bool:
    """A statement that leaves its block: return, raise, throw, break, continue."""
    return line_key(line).split(" ", 1)[0].rstrip(";") in ("return", "raise", "throw", "break", "continue")


def _continues(line: str) -> bool:
    """A line that goes on after an exit in its block: a closer, or the next branch (else, case, except...)."""
    key = line_key(line)
    return is_closer(key) or key.split(" ", 1)[0].lstrip("}").strip().rstrip(":({") in (
        "else", "elif", "elsif", "case", "default", "except", "catch", "finally", "when", "rescue", "ensure", "end")


def _copy(new: list[str], kept: list[str]) -> bool:
    """The new lines are an edited copy of the kept lines beside them, in order: every pair alike, or, naming no
    other names, at least two and half of the pairs the same line."""
    pairs = list(zip(new, kept))
    if all(_alike(x, y) for x, y in pairs):
        return True
    names = [(identity(x), identity(y)) for x, y in pairs]
    same = sum(line_key(x) == line_key(y) for x, y in pairs)
    return not any(a and b and a != b for a, b in names) and same >= max(2, len(pairs) / 2)


def _alike(new: str, old: str) -> bool:
    """``new`` may be a new version of ``old``: it ``edits`` it, differs only in its numbers, or reads almost the
    same (CLOSE); never when the two set different names (a new sibling)."""
    names = identity(new), identity(old)
    if None not in names and names[0] != names[1]:
        return False
    return is_edit(new, old) or _numbered(new, old) or similarity(new, old) >= CLOSE


def pinned(source, snippet, certificate, result, verdict) -> list[str]:
    """Every chunk is pinned: a run of its restated lines, or a name it edits, stands once in the original
    between its neighbours; or it is new code at the file's start or end, or at the end of the block its
    indented marker stands in."""
    out, writes = [], [(n, p) for n, p in enumerate(certificate.pieces) if p.kind == WRITE]
    for k, (n, piece) in enumerate(writes):
        lo = writes[k - 1][1].original[1] if k else 0
        hi = writes[k + 1][1].original[0] if k + 1 < len(writes) else len(source.lines)
        placed, edits = _placed(source, snippet, piece)
        runs = _runs(piece)
        if any(_occurs(source, [source.keys[j] for j in run], lo, hi) == 1 for run in runs if any(
                source.keys[j] for j in run)) or any(len([p for p in source.named(identity(source.lines[i]))
                                                          if lo <= p < hi]) == 1 for i in edits):
            continue
        if _at_edge(source, snippet, certificate, n):
            continue
        out.append(f"chunk {piece.chunk} could stand elsewhere: none of its lines pins it to one place")
    return out


def declarations_whole(source, snippet, certificate, result, verdict) -> list[str]:
    """No declaration is cut or doubled: each original one is kept, edited inside with its first and closing lines
    kept (or edited), or deleted whole; the result declares no function, type or key more often than the original
    and the snippet do; and no new declaration has the body of an original one that is kept (a rename beside the
    old, or a copy)."""
    if not source.language:
        return []
    caused_lines = {i for i, _ in verdict.deletions}
    lost = {i for i, cause in verdict.deletions if not cause.startswith("replaced by")} | {
        i for piece in certificate.pieces for i in piece.deleted() if source.lines[i].strip() and i not in caused_lines}
    out = []
    written = {w.snippet for piece in certificate.pieces for w in piece.lines if w.original is None}
    renamed = [old for old, head in renamed_heads(snippet, source).items() if head in written]
    for path, decl in source.flat:
        first = head_line(source.lines, decl.start, decl.end)  # (the comments above it are nobody's)
        code = [i for i in range(first, decl.end) if source.lines[i].strip()]
        gone = [i for i in code if i in lost]
        if not gone or len(gone) == len(code):
            continue
        head = first
        closer = code[-1] if is_closer(source.keys[code[-1]]) and len(code) > 1 else None
        if head in lost and (any(ends_with(tuple(n for _, n in path), old) for old in renamed)
                             or _rewritten(source, certificate, head)):
            lost.discard(head)  # replaced by its renamed (or rewritten) first line
        if head in lost or closer in lost:
            out.append(f"{path[-1][1]!r} is cut: its {'first' if head in lost else 'closing'} line is deleted, "
                       "some of it kept")
    out += _copies(source, snippet, certificate)
    now, had = (Counter(p for p in _names(source.language, t) if not any(n.startswith("[[") for n in p))
                for t in (join_lines(result, "\n", True), source.text))  # (TOML's arrays of tables repeat)
    said = Counter(name for _, (_, name, _), _ in walk(snippet.declarations))
    out += [f"{path[-1]!r} is declared {n} times; the original and the snippet have it at most "
            f"{max(had[path], said[path[-1]])} times" for path, n in now.items() if n > max(had[path], said[path[-1]], 1)]
    return out


def parses(source, snippet, certificate, result, verdict) -> list[str]:
    """The result has no syntax error the original has not."""
    if not source.language:
        return []
    text = join_lines(result, "\n", True)
    more = errors(parse(text, source.language), source.language) - source.errors
    if more > 0:
        return [f"the result has {more} syntax error(s) the original has not"]
    if source.compiles and not compiles(text):
        return ["the result has a syntax error (Python's own parser) the original has not"]
    return []


_RULE = {"rendered": "reading", "tiled": "reading", "anchored": "anchors", "as_given": "written",
         "no_marker_text": "marker text", "caused": "deletion", "beside": "beside", "pinned": "pinned",
         "declarations_whole": "declarations", "parses": "syntax"}


# ---- what the rules read off the certificate


def _writes(certificate: Certificate) -> list[Piece]:
    return [p for p in certificate.pieces if p.kind == WRITE]


def _elided(text: str) -> bool:
    if len(text) > MAX_MARKER_CHARS:  # a marker is a short comment (and the pattern is quadratic in spaces)
        return False
    match = _COMMENT.fullmatch(text)
    return match is not None and _ELIDED.search(match["text"]) is not None


def _placed(source: Source, snippet: Snippet, piece: Piece) -> tuple[list[int], dict[int, int]]:
    """A write piece's placed original lines (restated or edited, ascending) and its edits (deleted original line ->
    the new snippet line that is its new version, ``edits``, paired in order between its restated lines)."""
    anchors = [w.original for w in piece.lines if w.original is not None]
    deleted = set(piece.deleted())
    edits: dict[int, int] = {}
    cuts = [piece.original[0] - 1, *anchors, piece.original[1]]
    groups: list[list[tuple[int, str]]] = [[] for _ in cuts[1:]]
    g = 0
    for w in piece.lines:
        if w.original is not None:
            g += 1
        elif w.snippet is not None:
            groups[g].append((w.snippet, w.text))
    for (a, b), group in zip(zip(cuts, cuts[1:]), groups):
        olds = [i for i in range(a + 1, b) if i in deleted]
        at = 0
        for snippet_line, text in group:  # in order, each new line replacing the next deleted line it edits
            hit = next((k for k in range(at, len(olds)) if is_edit(text, source.lines[olds[k]])
                        and may_stand_for(snippet, snippet_line, source, olds[k])), None)
            if hit is not None:
                edits[olds[hit]] = snippet_line
                at = hit + 1
    return sorted({*anchors, *edits}), edits


def _copies(source: Source, snippet: Snippet, certificate: Certificate) -> list[str]:
    """New declarations of the snippet (their head written new) whose body holds, in order, the body (two lines of
    code or more) of an original declaration the result keeps whole, and at most as many lines again."""
    kept = {i for piece in certificate.pieces if piece.kind == KEEP for i in piece.kept()}
    bodies = []
    for path, decl in source.flat:
        head = head_line(source.lines, decl.start, decl.end)  # (the comments above it may be restated)
        body = [k for k in source.keys[head + 1 : decl.end] if k]
        if sum(not is_weak(k) for k in body) >= 2 and all(i in kept for i in range(head, decl.end)):
            bodies.append((body, path[-1][1]))
    new = {w.snippet for piece in _writes(certificate) for w in piece.lines if w.original is None}
    groups: dict[int, list[int]] = {}  # the snippet's declarations as it scopes them: head line -> its lines
    for i, path in enumerate(snippet.paths):
        if path:
            groups.setdefault(snippet.heads(i)[-1], []).append(i)
    out = []
    for head, lines in groups.items():
        name = snippet.paths[head][-1][1] if snippet.paths[head] else None
        if head not in new or name is None:
            continue
        mine = [snippet.keys[i] for i in lines if i > head and snippet.keys[i]]
        copied = next((old for body, old in bodies if old != name and len(mine) <= 2 * len(body)
                       and _subsequence(body, mine)), None)
        if copied is not None:
            out.append(f"the new {name!r} has the body of {copied!r}, which is kept: a rename, or a copy?")
    return out


def _rewritten(source: Source, certificate: Certificate, line: int) -> bool:
    """Original ``line`` is deleted where a write piece writes, between the same restated lines, a new line that
    reads like it (SIMILAR): its new version."""
    for piece in _writes(certificate):
        if not piece.original[0] <= line < piece.original[1]:
            continue
        before = [k for k, w in enumerate(piece.lines) if w.original is not None and w.original < line]
        after = [k for k, w in enumerate(piece.lines) if w.original is not None and w.original > line]
        lo, hi = (before[-1] + 1 if before else 0), (after[0] if after else len(piece.lines))
        return any(w.original is None and w.snippet is not None and similarity(w.text, source.lines[line]) >= SIMILAR
                   for w in piece.lines[lo:hi])
    return False


def _subsequence(short: list[str], long: list[str]) -> bool:
    rest = iter(long)
    return all(any(x == y for y in rest) for x in short)


def _beyond(source: Source, snippet: Snippet, piece: Piece, placed: list[int], edits: dict[int, int]) -> set[int]:
    """The original lines beyond a marker-less snippet edge that ``piece`` replaces: all of them from its first
    (last) placed line to the file's edge, when its new lines there restate every one (``restates_beyond``)."""
    if not placed:
        return set()
    writes = [w for w in piece.lines if w.snippet is not None]
    opens = not any(snippet.lines[i].strip() for i in range(piece.snippet[0]))
    ends = not any(snippet.lines[i].strip() for i in range(piece.snippet[1], len(snippet.lines)))
    out: set[int] = set()
    first, last = placed[0], placed[-1]
    at = {w.original: w.snippet for w in piece.lines if w.original is not None} | edits
    head = [w.text for w in writes if w.original is None and w.snippet < at[first]]
    tail = [w.text for w in writes if w.original is None and w.snippet > at[last]]
    if opens and piece.original[0] == 0 and restates_beyond(head[::-1], source.lines[:first][::-1]):
        out |= set(range(first))
    if ends and piece.original[1] == len(source.lines) and restates_beyond(tail, source.lines[last + 1 :]):
        out |= set(range(last + 1, len(source.lines)))
    return out


def _restated(source: Source, snippet: Snippet, piece: Piece, edits: dict[int, int]) -> dict[int, str]:
    """Original lines of the declarations a write piece states whole (``Snippet.whole``) and whose head it places
    (restated or edited), each with the declaration's name."""
    heads = {w.snippet: w.original for w in piece.lines if w.original is not None}
    heads.update({s: o for o, s in edits.items()})
    out: dict[int, str] = {}
    for names, head in snippet.whole(*piece.snippet):
        if head not in heads:
            continue
        h = heads[head]
        decl = next((d for path, d in source.enclosing(h) if tuple(n for _, n in path)[-len(names):] == names), None)
        if decl is not None:
            out.update({i: names[-1] for i in range(decl.start, decl.end)})
    return out


def _between(source: Source, snippet: Snippet, piece: Piece, placed: list[int], i: int) -> bool:
    """Original line ``i`` lies between two placed lines of ``piece``; where the lower one is a closing line, the
    piece also places the line that opens the block it closes (it restates that block, not just its end)."""
    above = [j for j in placed if j < i]
    below = [j for j in placed if j > i]
    if not above or not below:
        return False
    return True


def _whole_file(source: Source, snippet: Snippet, placed: list[int]) -> set[int]:
    """The code lines a marker-less whole-file snippet leaves out at the file's edges (see ``caused``)."""
    code = [i for i, x in enumerate(source.lines) if x.strip() and not x.strip().startswith(
        ("//", "#", "/*", "*", "--", "<!--", ";")) or x.strip().startswith(("#include", "#[", "#!"))]
    if snippet.has_markers or not code or not placed or placed[0] > code[:WHOLE_EDGE][-1] or \
            placed[-1] < code[-WHOLE_EDGE:][0]:
        return set()
    return {i for i in code if i < placed[0] or i > placed[-1]}


def _named(source: Source, snippet: Snippet, piece: Piece, verdict: Verdict) -> list[str]:
    """A deletion marker's keep piece: each slice it removes is a declaration it names (and blank lines after),
    and each name it gives is removed."""
    marker = next((m for m in snippet.markers if m.line == piece.marker), None)
    names = marker.removes if marker is not None else None
    if names is None:
        return [f"piece at snippet line {piece.snippet[0] + 1} removes code, but no marker says so"] * bool(piece.removed)
    if not names:
        return [f"the marker at snippet line {marker.line + 1} says it removes code, but names nothing to remove"]
    out, done = [], set()
    for a, b in piece.removed:
        decl = next(((path, d) for path, d in source.flat if d.start == a and
                     path[-1][1].rsplit(".", 1)[-1] in names), None)
        if decl is None or any(source.lines[i].strip() for i in range(decl[1].end, b)) or not (
                piece.original[0] <= a and b <= piece.original[1]):
            out.append(f"original lines {a + 1}-{b} are not a declaration the marker at snippet line "
                       f"{marker.line + 1} names")
            continue
        done.add(decl[0][-1][1].rsplit(".", 1)[-1])
        verdict.deletions += [(i, f"named by the marker at snippet line {marker.line + 1}") for i in range(a, b)]
    out += [f"the marker at snippet line {marker.line + 1} removes {name!r}, which the code it stands for does "
            "not declare" for name in names if name not in done]
    return out


def _kept_lines(source: Source, pieces: tuple[Piece, ...], n: int, step: int, count: int) -> list[int]:
    """The ``count`` nearest non-blank original lines a keep piece beside piece ``n`` (above: -1, below: 1) keeps,
    in file order."""
    k = n + step
    if not 0 <= k < len(pieces) or pieces[k].kind != KEEP:
        return []
    kept = [i for i in pieces[k].kept() if source.lines[i].strip()]
    return kept[-count:] if step < 0 else kept[:count]


def _runs(piece: Piece) -> list[list[int]]:
    """Runs of anchors consecutive in both the snippet and the original."""
    runs: list[list[int]] = []
    last = None
    for w in piece.lines:
        if w.original is None:
            last = None
            continue
        if last is not None and w.original == last + 1 and runs:
            runs[-1].append(w.original)
        else:
            runs.append([w.original])
        last = w.original
    return runs


def _occurs(source: Source, run: list[str], lo: int, hi: int) -> int:
    """How often the keys ``run`` stand consecutively in original lines [lo, hi)."""
    return sum(source.keys[q : q + len(run)] == run for q in source.keys.between(run[0], lo, hi - len(run) + 1))


def _at_edge(source: Source, snippet: Snippet, certificate: Certificate, n: int) -> bool:
    """Write piece ``n`` is pinned by an edge: it opens the snippet and restates the file's first lines of code, or
    is new code at the file's start before a marker; it ends the snippet and restates the file's last lines, or
    is new code at the end of the file's code after a marker at the left margin; or it is new code at the end of
    the block its indented marker stands in, restating only that block's closing lines."""
    piece, lines = certificate.pieces[n], source.lines
    above = [i for i in range(piece.snippet[0]) if snippet.lines[i].strip()]
    below = [i for i in range(piece.snippet[1], len(snippet.lines)) if snippet.lines[i].strip()]
    marker = next((m for m in snippet.markers if above and m.line == above[-1]), None)
    filled = [w for w in piece.lines if w.text.strip()]
    anchors = [w.original for w in filled if w.original is not None]
    code = [i for i, x in enumerate(lines) if x.strip()]
    start = piece.original[0]
    if not above and (filled and filled[0].original is not None and filled[0].original == code[0]
                      or start == 0 and not anchors and below and not _restated_elsewhere(source, filled)):
        return True
    end = code[-1] + 1 if code else 0
    if not below and (marker is None or marker.depth == 0) and (
            filled and filled[-1].original is not None and filled[-1].original == end - 1
            or marker is not None and start == end and not anchors and not _restated_elsewhere(source, filled)):
        return True
    if marker is None or marker.depth == 0:
        return False
    opener = next((p for p in range(start - 1, -1, -1) if lines[p].strip() and width(lines[p]) < marker.depth), None)
    if opener is None or not all(is_closer(source.keys[j]) for j in anchors):
        return False
    close = source.block_end(opener)
    point = close
    while point - 1 > opener and not lines[point - 1].strip():
        point -= 1
    return start == point and not anchors or start == close and anchors == list(range(close, close + len(anchors)))


def _numbered(new: str, old: str) -> bool:
    """Two lines that differ only in their numbers (a version bumped, or the next item of a numbered run)."""
    return new != old and re.sub(r"\d+", "0", line_key(new)) == re.sub(r"\d+", "0", line_key(old))


def _restated_elsewhere(source: Source, filled) -> bool:
    """Every line of new code stands in the original already: it is no new code, but lines placed nowhere."""
    return all(line_key(w.text) in source.keys.positions for w in filled)


@lru_cache(maxsize=8)
def _parse(text: str, language: str):
    return parse(text, language)


def _names(language: str, text: str) -> list[tuple[str, ...]]:
    """The declarations of ``text`` but its variables (assigned anew at will), each as its path of names (kinds
    aside: a function restated as an arrow function is the same one)."""
    tree = _parse(text, language)
    decls = key_declarations(text, language, tree) if language in DATA else declarations(text, language, tree)
    return [(*(n for _, n, _ in path), name) for path, (kind, name, _), _ in walk(decls) if kind != "var"]
