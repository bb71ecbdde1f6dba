"""Five of the certifier's ``beside`` checks (:mod:`fastapply.apply.merge.neighbours`): a chunk that may add a new
block beside a like one rather than edit it, a line moved into a chunk but kept where it was, a top-level name
assigned anew while its old assignment is kept, a closing line written new below its twin, and a chunk's first
line written new below its twin, the lines between standing line for line where the chunk's do; and one of its
deletion checks (:mod:`fastapply.apply.merge.deletions`): a chunk's edge line that restates one of two twins."""

from __future__ import annotations

import re
from itertools import islice

from .certificate import KEEP, WRITE, Certificate, Piece
from .lines import identity, is_closer, is_weak, line_key, similarity, width
from .source import Source

SIBLING = 0.75  # a block's first line rewritten less like its old one than this: maybe a new block beside it


def sibling(source: Source, certificate: Certificate) -> list[str]:
    """A chunk that restates a line found several times in the original (the opener of like blocks: a
    ``group.add_argument(``, a ``[[redirects]]``) and replaces the line right after it, one found once there (what
    tells that block from its siblings), and the line after that, by new lines, the first of the same shape or name
    but unlike it (SIBLING), or every line of that block, after a like block the chunk restates: it edits that
    block, or adds a new sibling beside it; the snippet does not say which. The line after it may stay where the
    replaced one is a bare string (a list item's name, ``"autopairs",``) and that next line the file has more
    than once (``opts = {},``): the one line that told the block apart is gone."""
    out = []
    for piece in certificate.pieces:
        if piece.kind != WRITE:
            continue
        lines, gone = piece.lines, set(piece.deleted())
        for k, w in enumerate(lines[:-1]):
            if w.original is None or is_weak(source.keys[w.original]) and not _item(source, w.original) or \
                    identity(w.text) is not None or \
                    not _opens(source.keys[w.original]) or source.keys.count(source.keys[w.original], 0,
                                                                             len(source.lines)) < 2:
                continue
            after = next((j for j in range(w.original + 1, len(source.lines)) if source.keys[j]), None)
            second = next((j for j in range(after + 1, len(source.lines)) if source.keys[j]), None) \
                if after is not None else None
            named = second is not None and _LITERAL.fullmatch(source.keys[after]) is not None and \
                source.keys.count(source.keys[second], 0, len(source.lines)) > 1
            if second is None or second not in gone and not named:
                continue  # (one line edited: a block the chunk changes, not one it could have added; unless that
                # line, a bare string, named the block and the line after it is like its siblings' too)
            new = next((lines[j] for j in range(k + 1, len(lines)) if lines[j].text.strip()), None)
            if new is None or new.original is not None or after not in gone or \
                    source.keys.count(source.keys[after], 0, len(source.lines)) != 1:
                continue
            twin = any(x.original is not None and source.keys[x.original] == source.keys[w.original] for x in lines[:k])
            if twin and _all_new(source, w.original, gone) or similarity(new.text, source.lines[after]) < SIBLING and (
                    shape_of(new.text) == shape_of(source.lines[after])
                    or _tag(new.text) == _tag(source.lines[after]) is not None) \
                    or identity(new.text) == identity(source.lines[after]) is not None and \
                    similarity(_value(new.text), _value(source.lines[after])) < SIBLING and \
                    _value(source.lines[after]).strip(" ,;'\"") not in _value(new.text):  # (one key, a new value)
                out.append(f"snippet line {new.snippet + 1} ({new.text.strip()!r}) replaces original line "
                           f"{after + 1} ({source.lines[after].strip()!r}) after the repeated "
                           f"{w.text.strip()!r}: that block edited, or a new one beside it?")
                break
    return out


def _all_new(source: Source, p: int, gone: set[int]) -> bool:
    """The block that original line ``p`` opens (its lines up to a blank line or one no deeper; a ``[table]``'s
    keys at its own depth up to the next ``[``), two lines or more, is deleted whole: every line of it rewritten,
    like as the new ones may be (``from = "/n/*"`` for ``from = "/c/*"``)."""
    block, flat = [], source.keys[p].startswith("[")
    for j in range(p + 1, len(source.lines)):
        if not source.keys[j] or source.widths[j] < source.widths[p] or source.widths[j] == source.widths[p] and (
                not flat or source.keys[j].startswith("[")):
            break
        block.append(j)
    return len(block) >= 2 and gone.issuperset(block)


_LITERAL = re.compile(r"""(?:"[^"]*"|'[^']*'),?""")  # a bare string item: ``"folke/trouble.nvim",``


def _value(line: str) -> str:
    """What a line sets its name to: the words after its first ``:`` or ``=`` (``"/docs",`` of ``"source":
    "/docs",``)."""
    return re.split(r"[:=]", line_key(line), maxsplit=1)[-1]


def _item(source: Source, p: int) -> bool:
    """Original line ``p`` opens an item of a list: a bare ``{`` or ``[`` after a ``[`` or another item's end."""
    if source.keys[p] not in ("{", "["):
        return False  # (most lines: the line above is not looked for)
    before = next((q for q in range(p - 1, -1, -1) if source.keys[q]), None)
    return before is not None and source.lines[before].rstrip().endswith(("[", "},", "],"))


def first_twin(source: Source, certificate: Certificate) -> list[str]:
    """A chunk whose first line, written new, is the same line as one kept above it, where the chunk's first
    restated line lies deeper than that one (in the block it opens, not a sibling block after it) and the original
    lines between are, line for line, as many as the chunk's lines before it (TWIN_LINES at most): read on that
    kept line, the chunk edits those lines (``- run: >`` / ``python -Im`` kept, and ``- run: >`` / ``uvx`` written
    below them, before the restated ``tox run``), so the snippet does not say which is meant."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE or not n or pieces[n - 1].kind != KEEP:
            continue
        lines = [w for w in piece.lines if w.snippet is not None and w.text.strip()]
        first = next((k for k, w in enumerate(lines) if w.original is not None), None)
        if first is None or not first or lines[0].original is not None:
            continue
        key, anchor = line_key(lines[0].text), lines[first].original
        twin = next((i for i in reversed(pieces[n - 1].kept()) if source.keys[i] == key), None)
        between = [i for i in range(twin + 1, anchor) if source.keys[i]] if twin is not None else None
        if between is not None and len(between) == first - 1 < TWIN_LINES and \
                source.widths[anchor] > source.widths[twin]:  # (inside the block the twin opens: not a sibling)
            out.append(f"the chunk's first line ({lines[0].text.strip()[:60]!r}) is written new below original line "
                       f"{twin + 1}, the same line, kept: read there, the chunk edits the {len(between)} line(s) "
                       "after it, line for line; the snippet does not say which is meant")
    return out


TWIN_LINES = 4  # a chunk's lines before its first restated line, at most, that a twin above may edit line for line


def _opens(key: str) -> bool:
    """A line that opens a block: it ends in an opening bracket or a colon, is a section header, or a markup tag
    left open (``<div class="field">``)."""
    return key.endswith(("(", "[", "{", ":")) or key.startswith("[") or (
        (tag := _OPEN_TAG.fullmatch(key)) is not None and tag[1].lower() not in _VOID)


_OPEN_TAG = re.compile(r"<([A-Za-z][\w.:-]*)\b[^<>]*(?<!/)>")  # a markup tag that opens an element, alone
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_ATTR = re.compile(r"\s([\w:@.-]+)=")


def _tag(line: str) -> tuple[str, tuple[str, ...]] | None:
    """A line's leading markup tag, by its name and the names of its attributes (``<label for="email">`` and
    ``<label for="phone">`` have one), or None: two lines of one tag are items of one kind."""
    match = re.match(r"<([A-Za-z][\w.:-]*)([^<>]*)>", line_key(line))
    return (match[1], tuple(_ATTR.findall(match[2]))) if match else None


def shape_of(line: str) -> str:
    """A line with its words and numbers blanked: ``'--x',`` and ``'--compact',`` have one shape."""
    return re.sub(r"[\w$.-]+", "w", line_key(line))


def kept_lines(source: Source, pieces: tuple[Piece, ...], n: int, step: int, count: int) -> list[int]:
    """The ``count`` nearest non-blank original lines a keep piece beside piece ``n`` (above: -1, below: 1) keeps,
    in file order."""
    k = n + step
    if not 0 <= k < len(pieces) or pieces[k].kind != KEEP:
        return []
    gone = {i for a, b in pieces[k].removed for i in range(a, b)}
    span = range(*pieces[k].original)
    kept = []
    for i in reversed(span) if step < 0 else span:  # (from the side of piece ``n``: only as many as asked for)
        if len(kept) == count:
            break
        if i not in gone and source.lines[i].strip():
            kept.append(i)
    return kept[::-1] if step < 0 else kept


def assigned_top(source: Source, new: list[str], kept: list[int], step: int) -> tuple[int, str] | None:
    """A kept line of the code a marker keeps beside a chunk's edge that assigns, at the file's top level, a name
    one of the chunk's new lines there assigns at the top level, otherwise, with no section header (``[name]``)
    between them, or None."""
    if any(line_key(x).startswith("[") for x in new):
        return None
    names = {identity(x): x for x in new if not width(x) and (identity(x) or "").endswith(" =")}
    for k in (kept if step > 0 else kept[::-1]) if names else ():
        if source.keys[k].startswith("["):
            return None
        if not source.widths[k] and identity(source.lines[k]) in names and \
                source.keys[k] != line_key(names[identity(source.lines[k])]):
            return k, names[identity(source.lines[k])]
    return None


def closer_twin(source: Source, new: str, edge: int, kept: list[int]) -> int | None:
    """The kept original line among ``kept`` (above a chunk) that is the chunk's first line, a closing line written
    new, at its depth, when the kept line right above the chunk (``edge``) opens a block: the new closer would
    close that block empty, while its twin just above is what the snippet likely restates; or None."""
    if not is_weak(line_key(new)) or not source.keys[edge].endswith(("{", ":", "then", " do", "(", "[")):
        return None
    return next((k for k in kept if source.keys[k] == line_key(new) and source.widths[k] == width(new)), None)


def exits(line: str) -> bool:
    """A statement that leaves its block: return, raise, throw, break, continue (not one with a trailing ``if`` or
    ``unless``: Ruby's and Perl's ``return failure(:x) if cond`` goes on when the condition fails)."""
    key = line_key(line)
    return key.split(" ", 1)[0].rstrip(";") in ("return", "raise", "throw", "break", "continue") and \
        _MODIFIER.search(key) is None


_MODIFIER = re.compile(r"\s(?:if|unless)\s(?![^\"']*\selse\b)(?=[^\"']*$)")  # a statement modifier, outside any
# string (not Python's ``return a if b else c``)


def continues(line: str) -> bool:
    """A line that goes on after an exit in its block: a closer, or the next branch (else, case, except...)."""
    key = line_key(line)
    return is_closer(key) or key.split(" ", 1)[0].lstrip("}").strip().rstrip(":({") in (
        "else", "elif", "elsif", "case", "default", "except", "catch", "finally", "when", "rescue", "ensure", "end")


NEAR = 4  # kept lines beside a chunk's edge looked at for a twin, or an old version, of its edge lines


def twin_deletions(source: Source, piece: Piece, placed: list[int], edits: dict[int, int], marker_after: bool,
                   marker_before: bool) -> list[str]:
    """The lines a chunk deletes between its last two placed lines, when a marker follows it and the first of them
    reads as its last placed line does (the same code, as deep): that line is placed on its twin further on, and read on
    the first one instead, the marker would keep what it deletes. Or the other way: a weak last placed line
    (``weak_edge``) after lines the chunk deletes, writing nothing in their place, whose twin stands among the
    NEAR lines the marker keeps after it: read there, the chunk would delete those lines too. And the same at a
    chunk's start after a marker."""
    at = {w.original: w.snippet for w in piece.lines if w.original is not None}
    out = []
    for near, far, edge, step in ((placed[-2:-1], placed[-1:], marker_after, 1),
                                  (placed[1:2], placed[:1], marker_before, -1)):
        if not (edge and near and far and far[0] in at):
            continue
        line, said = far[0], f"snippet line {at[far[0]] + 1} ({source.lines[far[0]].strip()[:60]!r}) restates original"
        gap = [i for i in range(near[0] + step, line, step) if source.lines[i].strip()]
        if gap and source.keys[gap[0]] == source.keys[line] and source.widths[gap[0]] == source.widths[line]:
            out.append(f"{said} line {line + 1} and just as well line {gap[0] + 1}, next to the line before it: read "
                       f"there, the marker beside it keeps the {len(gap) - 1} line(s) of code this reading deletes")
        elif gap and weak_edge(source.keys[line]) and not _written_between(piece, edits, near[0], line) and \
                (twin := _kept_twin(source, piece, line, step)) is not None:
            more = sum(1 for i in range(line + step, twin, step) if source.lines[i].strip())
            out.append(f"{said} line {line + 1} and just as well line {twin + 1}, which the marker beside it keeps: "
                       f"read there, the chunk deletes {more} more line(s) of code")
    return out


def _kept_twin(source: Source, piece: Piece, line: int, step: int) -> int | None:
    """Among the NEAR lines of code beyond original line ``line`` (going ``step``) outside the piece, so kept by
    the marker there, the first that is the same line."""
    code = (i for i in range(line + step, len(source.lines) if step > 0 else -1, step) if source.lines[i].strip())
    return next((i for i in islice(code, NEAR) if not piece.original[0] <= i < piece.original[1]
                 and source.lines[i].rstrip() == source.lines[line].rstrip()), None)


def _written_between(piece: Piece, edits: dict[int, int], a: int, b: int) -> bool:
    """Whether the piece writes a new line of code between its placed (restated or edited) original lines ``a``
    and ``b``."""
    versions = (edits.get(a), edits.get(b))
    at = [k for k, w in enumerate(piece.lines) if w.original in (a, b) or w.original is None and
          w.snippet is not None and w.snippet in versions]
    return any(w.original is None and w.text.strip() and w.snippet not in versions
               for w in piece.lines[min(at) + 1 : max(at)])


def weak_edge(key: str) -> bool:
    """A weak line of code that is neither a closer nor a docstring's quotes (those close what the lines before
    opened)."""
    return bool(key) and is_weak(key) and not is_closer(key) and key not in ('"""', "\'\'\'")
