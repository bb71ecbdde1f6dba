"""A write piece's placed original lines (restated or edited) and its edits, found once per piece: the
certifier's rules read a chunk by them (:mod:`fastapply.apply.merge.deletions`, ``pinned``, ``declared``, ``doc``)."""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from .beyond import widened, wrapped
from .certificate import Piece
from .lines import edits as is_edit
from .lines import first_word, reworded, width
from .scopes import stands_for
from .snippet import Snippet
from .source import Source
from .spread import SPREAD, opened, spread

_GOES_ON = (".", "?", ":", "+", "-", "*", "/", "&", "|")  # a line that goes on the statement above


def placed_lines(source: Source, snippet: Snippet, piece: Piece) -> tuple[list[int], dict[int, int]]:
    """A write piece's placed original lines (restated or edited, ascending) and its edits (deleted original line ->
    the new snippet line that is its new version, ``edits``, ``widened`` or ``wrapped``, paired in order between its
    restated lines, or the first of the new lines that rewrite it over several, ``spread``; an attribute or
    decorator line only where the declaration under it is a version of the one under the old, ``declared_below``);
    found once per piece (several rules ask)."""
    cached = _PLACED.get(snippet)
    if cached is None or cached[0] is not source:
        cached = _PLACED[snippet] = (source, {})
    found = cached[1].get(id(piece))
    if found is None or found[0] is not piece:
        found = cached[1][id(piece)] = (piece, *_placed_lines(source, snippet, piece))
    return list(found[1]), dict(found[2])


WINDOW = 64  # deleted lines looked at, from the last one paired on, for a new line's old version (linear in a
# whole file rewritten)
_PLACED: WeakKeyDictionary[Snippet, tuple[Source, dict]] = WeakKeyDictionary()  # per snippet and source: id(piece)
# -> (piece, placed, edits), gone with the snippet


def _placed_lines(source: Source, snippet: Snippet, piece: Piece) -> tuple[list[int], dict[int, int]]:
    allowed = stands_for(snippet, source)
    anchors = [w.original for w in piece.lines if w.original is not None]
    deleted = set(piece.deleted())
    edits: dict[int, int] = {}
    cuts = [piece.original[0] - 1, *anchors, piece.original[1]]
    groups: dict[int, list[tuple[int, str]]] = {}  # the new lines after the g-th cut, in order (only where some:
    g = 0  # a restated file has none between most of its anchors)
    for w in piece.lines:
        if w.original is not None:
            g += 1
        elif w.snippet is not None:
            groups.setdefault(g, []).append((w.snippet, w.text))
    for g, group in groups.items():  # (ascending: g only grows)
        a, b = cuts[g], cuts[g + 1]
        olds = [i for i in range(a + 1, b) if i in deleted]
        at = 0
        for snippet_line, text in group:  # in order, each new line replacing the next deleted line it edits
            if not snippet.keys[snippet_line]:
                continue  # (a blank line edits none)
            hit = next((k for k in range(at, min(len(olds), at + WINDOW)) if _edits(
                text, source.lines[olds[k]], not anchors) and allowed(snippet_line, olds[k])), None)
            if hit is not None:
                edits[olds[hit]] = snippet_line
                at = hit + 1
        texts, used = [text for _, text in group], set(edits.values())
        for n, old in ((n, i) for n, i in enumerate(olds) if i not in edits):  # one old line rewritten over several
            hit = next((k for k in range(max(0, n - WINDOW), min(len(group), n + WINDOW)) if group[k][0] not in used
                        and spread(source.lines[old], texts[k : k + SPREAD], -1) and allowed(group[k][0], old)), None)
            if hit is not None:
                edits[old] = group[hit][0]
                used.add(group[hit][0])
    if anchors and (tail := groups.get(len(anchors))) and (old := _opener(source, snippet, piece, anchors[-1], tail[-1],
                                                                           deleted)) is not None and old not in edits:
        edits[old] = tail[-1][0]
    if anchors and (tail := groups.get(len(anchors))) and (old := _ended(source, snippet, piece, anchors[-1], tail[0],
                                                                          deleted)) is not None and old not in edits:
        edits[old] = tail[0][0]
    for old, new in [(i, k) for i, k in edits.items() if source.language in ATTRIBUTED and
                     ATTRIBUTE.match(source.lines[i])]:
        below = declared_below(source.lines, old, len(source.lines))  # (an attribute is a version only over
        under = declared_below(snippet.lines, new, len(snippet.lines))  # the same declaration: not a new field's)
        if below is not None and under is not None and not is_edit(snippet.lines[under], source.lines[below]):
            del edits[old]
    return sorted({*anchors, *edits}), edits


ATTRIBUTED = frozenset({"python", "java", "kotlin", "scala", "swift", "dart", "javascript", "typescript", "tsx", "rust",
                        "php", "c_sharp", "cpp"})  # languages whose declarations carry attribute lines
ATTRIBUTE = re.compile(r"\s*(?:@[A-Za-z_]|#\[|\[[A-Za-z_])")  # a decorator, annotation or attribute line


def declared_below(lines: list[str], i: int, end: int) -> int | None:
    """The first line after line ``i``, as deep, that is neither blank nor an attribute nor a closing bracket (of
    an attribute's arguments over several lines): the declaration it applies to."""
    return next((k for k in range(i + 1, end) if lines[k].strip() and not ATTRIBUTE.match(lines[k]) and
                 width(lines[k]) <= width(lines[i]) and lines[k].strip()[0] not in ")]"), None)


def _ended(source: Source, snippet: Snippet, piece: Piece, anchor: int, new: tuple[int, str], deleted: set[int]
           ) -> int | None:
    """The piece's first new line after its last restated line ``anchor``, which leaves its statement open (a
    bracket open, an operator at its end, or the next line going on it: ``.WithMessage``), ends that statement
    (``;``) where the original's next line of code, deleted, ends it: the same first token, as far from the anchor
    (``.WithMessage("... 10 days ...");`` for ``.WithMessage("... 14 days ...");``)."""
    at, text = new
    old = next((i for i in range(anchor + 1, len(source.lines)) if source.keys[i]), None)
    restated = next(w for w in piece.lines if w.original == anchor)
    if old is None or old not in deleted or restated.snippet is None or at != restated.snippet + 1 or \
            source.keys[anchor].endswith((";", "{", "}", ",")) or not source.keys[old].endswith(";") or \
            not snippet.keys[at].endswith(";") or len(first_word(text)) < 2 or \
            first_word(text) != first_word(source.lines[old]) or not (
                opened(source.lines[anchor]) > 0 or source.keys[old].startswith(_GOES_ON) or
                source.keys[anchor].endswith(("=", "(", "+", "-", "*", "/", "&&", "||", "?", "."))):
        return None  # (an annotation or a label, ``@Column(...)``, ``private:``, leaves no statement open)
    return old if width(text) - width(restated.text) == source.widths[old] - source.widths[anchor] else None


def _opener(source: Source, snippet: Snippet, piece: Piece, anchor: int, new: tuple[int, str], deleted: set[int]
            ) -> int | None:
    """A piece's last new line, after its last restated line ``anchor``, that opens a block whose body the marker
    right after it, deeper, stands for, is the new version of the piece's last deleted line of code after that
    anchor where that one opens a block with the same first word, as far from the anchor (the marker's code is its
    body: a new block has none): ``for (const h of [...(set ?? []), ...]) {`` / ``// ... as before ...`` over
    ``for (const h of [...set]) {``."""
    at, text = new
    after = next((k for k in range(at + 1, len(snippet.lines)) if snippet.keys[k]), None)
    old = max((i for i in deleted if i > anchor and source.keys[i]), default=None)
    key = snippet.keys[at]
    if after is None or old is None or not snippet.is_marker(after) or width(snippet.lines[after]) <= width(text) or \
            not key.endswith(("{", ":")) or not source.keys[old].endswith(("{", ":")) or \
            key.split()[0] != source.keys[old].split()[0]:
        return None
    restated = next(w for w in piece.lines if w.original == anchor)
    return old if width(text) - width(restated.text) == source.widths[old] - source.widths[anchor] else None


def _edits(new: str, old: str, alone: bool) -> bool:
    """(``wrapped`` only in a chunk that restates nothing: the file's last line wrapped at its marker-less end)"""
    return is_edit(new, old) or reworded(new, old) or widened(new, old) or alone and wrapped(new, old)


def replaces(source: Source, snippet: Snippet, piece: Piece, text: str) -> bool:
    """The piece's new line ``text`` is read as the new version of an original line it replaces (a call kept
    beside it is then a sibling, not its old version)."""
    _, edits = placed_lines(source, snippet, piece)
    new_versions = set(edits.values())
    return any(w.text == text and w.snippet in new_versions for w in piece.lines)
