"""The snippet, read once: its lines, its markers, the chunks of code between them, and its declarations.

The snippet is tiled into items, in order: each marker with the blank lines beside it (they belong to the
elided code), each chunk of code between markers, and blank lines at the snippet's own edges (written nowhere)::

    >>> s = Snippet("import os\\n\\n# ... existing code ...\\n\\ndef f():\\n    return 2\\n", "python")
    >>> [(item.kind, item.start, item.end) for item in s.items]
    [('chunk', 0, 1), ('marker', 1, 4), ('chunk', 4, 6)]
    >>> [(c.number, c.start, c.end, c.before is not None, c.after is not None) for c in s.chunks]
    [(1, 0, 1, False, True), (2, 4, 6, True, False)]

A marker that says it removes code (``// ... parseFlags() removed ...``) carries the names it removes. In
languages other than Python a line of dots (``...``, ``... (rest unchanged) ...``) is a marker too.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import cached_property

from .decls import Decl, snippet_declarations, walk, within
from .indent import Style, style_of
from .keys import DATA, key_declarations
from .lines import identity, is_closer, is_comment, line_key, split_lines, width
from .markers import about, is_marker_line, is_prose_marker, noted_between, removal_words, removes

__all__ = ["Chunk", "Item", "Marker", "Snippet"]

_HEADS = frozenset("def fn func function class struct enum interface trait impl type module fun object record "
                   "protocol extension mixin".split())  # how a line that opens a declaration names it (``identity``)


@dataclass(frozen=True, slots=True)
class Marker:
    line: int  # its snippet line
    depth: int  # its indentation width
    removes: tuple[str, ...] | None = None  # the names a deletion marker removes (None: it stands for kept code)
    about: tuple[str, ...] = ()  # naming none: the words it says the removed code is about (``markers.about``)
    words: tuple[str, ...] = ()  # a deletion marker's words that may name what it removes (``markers.removal_words``)
    text: str = ""  # its line


@dataclass(frozen=True, slots=True)
class Chunk:
    number: int  # from 1
    start: int  # its first code line
    end: int  # one past its last
    before: Marker | None  # the marker right above it (None: the snippet opens with it)
    after: Marker | None  # the marker right below it (None: the snippet ends with it)


@dataclass(frozen=True, slots=True)
class Item:
    kind: str  # "marker", "chunk" or "blank"
    start: int
    end: int
    marker: Marker | None = None
    chunk: Chunk | None = None


class Snippet:
    """A lazy edit snippet, read once; ``language`` is the grammar's name (None: none known)."""

    def __init__(self, text: str, language: str | None = None) -> None:
        self.text, self.language = text, language
        self.lines, self.final_newline = split_lines(text)
        self.keys = [line_key(x) for x in self.lines]
        prose = language != "python"  # Python's `...` is a statement
        flags = noted_between(self.lines, [is_marker_line(x) or prose and is_prose_marker(x) and x.strip() != ""
                                           for x in self.lines])
        self.markers = tuple(Marker(i, width(x), removes(x), about(x), removal_words(x), x)
                             for i, (x, f) in enumerate(zip(self.lines, flags)) if f)
        self.items, self.chunks = _tile(self.lines, flags, {m.line: m for m in self.markers})
        self._marker_lines = frozenset(m.line for m in self.markers)

    @cached_property
    def style(self) -> Style | None:
        """The indentation style of its chunks."""
        return style_of(*(self.lines[c.start : c.end] for c in self.chunks), evidence=1)

    @property
    def has_markers(self) -> bool:
        return bool(self.markers)

    def is_marker(self, i: int) -> bool:
        return i in self._marker_lines

    def _markers_in(self, start: int, end: int) -> list[int]:
        """The marker lines in [start, end), in order (by bisection: a declaration's lines are not scanned for them)."""
        lines = self._marker_order
        return lines[bisect_left(lines, start) : bisect_left(lines, end)]

    @cached_property
    def _marker_order(self) -> list[int]:
        return [m.line for m in self.markers]  # (ascending: the markers are found in line order)

    @cached_property
    def declarations(self) -> list[Decl]:
        """The snippet's declarations (a fragment's: members without their class are read inside one)."""
        if not self.language:
            return []
        lines = list(self.lines)  # (only its prose markers are rewritten: found by line, not by a scan)
        for m in self.markers:
            if not is_marker_line(m.text):
                lines[m.line] = _comment(m.text, self.language)
        text = "\n".join(lines)
        if self.language in DATA:
            return within(key_declarations(text, self.language), len(self.lines))
        return within(snippet_declarations(text + "\n", self.language), len(self.lines))  # (as the result is read)

    def whole(self, start: int, end: int) -> list[tuple[tuple[str, ...], int]]:
        """The declarations within snippet lines [start, end) that the snippet states whole: parsed cleanly, with a
        body and no marker inside, and followed by the snippet's end, code no deeper than its first line, or a
        marker less deep than its body; each as (its names path, the snippet line of its head). A body no deeper
        than its first line (a TOML table's; braces aside, so not an Allman-style function's) is ended by code only
        where that code starts a declaration: code that starts none is a broken parse's, not the end."""
        return [(names, head) for names, head, a, b, _ in self._whole if start <= a and b <= end]

    def block_end(self, i: int) -> int:
        """One past the lines under line ``i`` (blank lines, deeper lines), up to a marker: where its block ends,
        its closer (if any) at that line."""
        depth, end = width(self.lines[i]), i + 1
        while end < len(self.lines) and (not self.keys[end] or width(self.lines[end]) > depth) and \
                not self.is_marker(end):
            end += 1
        return end

    def whole_spans(self, start: int, end: int) -> list[tuple[tuple[str, ...], int, int, int]]:
        """``whole``, each with the snippet lines [a, b) it spans."""
        return [(names, head, a, b) for names, head, a, b, _ in self._whole if start <= a and b <= end]

    def closed(self, start: int, end: int) -> list[tuple[tuple[str, ...], int]]:
        """Those of ``whole`` that no marker follows (the snippet's end, or code no deeper than their first line):
        the snippet shows where they end, so none of their original lines can be meant to stay."""
        return [(names, head) for names, head, a, b, shut in self._whole if start <= a and b <= end and shut]

    def ended(self, start: int, end: int) -> list[tuple[tuple[str, ...], int]]:
        """Those of ``closed``, and those of ``whole`` that a marker follows where they show their end (``_closes``)."""
        return [(names, head) for names, head, a, b, shut in self._whole if start <= a and b <= end and (
            shut or self._closes(head, b))]

    def _closes(self, head: int, end: int) -> bool:
        """The last line of code of the declaration at ``head`` (to ``end``) only closes it, at its first line's
        depth (``}``, ``end``); in Python, two blank lines (PEP 8's) and a marker at the margin follow it."""
        last = max(i for i in range(head + 1, end) if self.keys[i])  # (a whole one has a body)
        after = next(i for i in range(end, len(self.lines)) if self.keys[i])
        return is_closer(self.keys[last]) and width(self.lines[last]) == width(self.lines[head]) or \
            self.language == "python" and after > end + 1 and width(self.lines[after]) == 0

    @cached_property
    def _whole(self) -> list[tuple[tuple[str, ...], int, int, int, bool]]:
        out, starts = [], {d.start for _, _, d in walk(self.declarations) if not d.broken}
        for path, (kind, name, _), decl in walk(self.declarations):
            if decl.broken or self._markers_in(decl.start, decl.end):
                continue
            head = next((i for i in range(decl.start, decl.end) if self.keys[i] and not self.keys[i].startswith(
                ("@", "#[", "//", "#", "/*", "*"))), decl.start)
            after = next((i for i in range(decl.end, len(self.lines)) if self.keys[i]), None)
            depth = width(self.lines[head])
            if not any(self.keys[head + 1 : decl.end]) or after is not None and width(self.lines[after]) > depth:
                continue
            marked = after is not None and self.is_marker(after)
            if marked or after is not None and after not in starts:  # (its body's depth read only where asked)
                inner = min((width(self.lines[i]) for i in range(head + 1, decl.end) if self.keys[i] and
                             not is_closer(self.keys[i]) and self.keys[i] != "{"), default=depth if marked else 0)
                if marked and width(self.lines[after]) >= inner:
                    continue  # (a marker as deep as its body may stand for more of it)
                if not marked and inner <= depth:
                    continue  # (code that starts no declaration after a body as deep as its head: a broken parse)
            out.append(((*(n for _, n, _ in path), name), head, decl.start, decl.end,
                        after is None or not self.is_marker(after)))
        return out

    @cached_property
    def paths(self) -> list[tuple[tuple[str, str], ...]]:
        """Per line, the (kind, name) path of the declarations it lies in, outermost first (() outside all). A
        declaration counts only down to its first marker: a marker may stand for the end of one declaration and
        the start of the next, so what follows it is known only by the declarations that open after it; those lie
        in the one before the marker only where it holds members (not a function) and the marker and their first
        line both sit deeper than its first line (``class Cart:`` / marker / ``def clear``)."""
        found: list[tuple[tuple[str, str], ...]] = [()] * len(self.lines)
        self._heads: dict[int, tuple[int, ...]] = {}

        def visit(decls: list[Decl], chain: tuple[tuple[tuple[str, str], int, int, bool], ...]) -> None:
            for decl in decls:
                if decl.broken:
                    continue
                head = next((i for i in range(decl.start, decl.end) if self.keys[i] and not self.is_marker(i) and (
                    not self.keys[i].startswith(("//", "#", "/*", "*", "--", "@")) or self.keys[i].startswith("[["))
                    and (identity(self.lines[i]) or " ")[0] not in "@#["), decl.start)
                shut = self._shut(decl, head)  # (then a marker deeper than its head stands inside its body)
                stop = next((i for i in self._markers_in(decl.start, decl.end) if not shut or i < head or width(
                    self.lines[i]) <= width(self.lines[head])), decl.end)
                holds = decl.kind != "fn" and stop < decl.end and width(self.lines[stop]) > width(self.lines[head])
                while stop - 1 > head and (not self.keys[stop - 1] or is_comment(self.lines[stop - 1]) and width(
                        self.lines[stop - 1]) <= width(self.lines[head])):
                    stop -= 1  # comments after it, no deeper than its first line, are the next code's
                mine = (*(c for c in chain if c[2] > decl.start or c[3] and width(self.lines[head]) > width(
                    self.lines[c[1]])), ((decl.kind, decl.name), head, stop, holds))
                here, tops = tuple(c[0] for c in mine), tuple(c[1] for c in mine)  # (past an outer one's
                # marker, a declaration lies in that one only where that one holds members, not a function's
                # statements, and both its marker and its first line sit deeper than that one's first line)
                start = decl.start  # (the comments above its first line are nobody's: they move with edits)
                while start < stop - 1 and (not self.lines[start].strip() or is_comment(self.lines[start])):
                    start += 1
                depth, heads = len(here), self._heads
                for i in range(start, min(stop, len(self.lines))):
                    if depth > len(found[i]):
                        found[i], heads[i] = here, tops
                visit(decl.children, mine)

        visit(self.declarations, ())
        for i, line in enumerate(self.lines):  # where the parse found none (a fragment): blocks that declare a name
            if found[i]:
                continue
            name = identity(line)
            if name is None or name.split()[0] not in _HEADS or not self.keys[i].endswith(("{", ":")) or \
                    name.startswith(("struct ", "enum ", "union ")) and "=" in self.keys[i]:  # (C: an array of them)
                continue
            end = self.block_end(i)
            end += end < len(self.lines) and is_closer(self.keys[end])
            start = i
            while start and (identity(self.lines[start - 1]) or " ")[0] in "@#[" and not found[start - 1]:
                start -= 1  # its decorators and attributes
            named = name.split(maxsplit=1)[-1]
            named = named.rpartition(".")[2] if name.startswith("fun ") else named  # (Kotlin's ``fun Type.f``: f)
            for j in range(start, end):
                if not found[j]:
                    found[j], self._heads[j] = (("fn", named),), (i,)
        return found

    def _shut(self, decl: Decl, head: int) -> bool:
        """The snippet shows where declaration ``decl`` ends: its last line is a closer (``}``, ``end``) as deep as
        its first line, below lines all deeper than that."""
        if self.language in DATA:
            return False  # (a key's list or table: a marker in it may stand for the next keys too)
        depth = width(self.lines[head])
        last = next((i for i in range(min(decl.end, len(self.lines)) - 1, head, -1) if self.keys[i]), None)
        if last is None or not is_closer(self.keys[last]) or width(self.lines[last]) != depth:
            return False  # (its last line of code, found from the end: most declarations end otherwise)
        code = [i for i in range(head + 1, last) if self.keys[i]]
        return bool(code) and all(width(self.lines[i]) > depth for i in code)

    def heads(self, i: int) -> tuple[int, ...]:
        """The head lines of the declarations of ``paths[i]``, outermost first."""
        self.paths  # noqa: B018 (computed with the paths)
        return self._heads.get(i, ())


def _comment(line: str, language: str) -> str:
    """A prose marker written as a comment of ``language``, for the parser."""
    opener = "#" if language in ("yaml", "toml", "bash", "ruby", "python") else "//"
    return line[: len(line) - len(line.lstrip())] + opener + " ..."


def _tile(lines: list[str], flags: list[bool], markers: dict[int, Marker]) -> tuple[tuple[Item, ...], tuple[Chunk, ...]]:
    """Items and chunks of the snippet lines (see the module docstring)."""
    regions: list[tuple[int, int]] = []  # code regions between markers, blank lines beside markers trimmed
    start = 0
    for i in [*(i for i, f in enumerate(flags) if f), len(lines)]:
        a, b = start, i
        while a < b and not lines[a].strip():
            a += 1
        while b > a and not lines[b - 1].strip():
            b -= 1
        if a < b:
            regions.append((a, b))
        start = i + 1
    items, chunks = [], []  # (Item, Chunk)
    at, lines_of = 0, sorted(markers)  # (the markers' lines, in order: looked up by bisection)
    for number, (a, b) in enumerate(regions, 1):
        above = [markers[i] for i in lines_of[bisect_left(lines_of, at) : bisect_left(lines_of, a)]]
        below = markers[lines_of[k]] if (k := bisect_left(lines_of, b)) < len(lines_of) else None
        if a > at:
            items.append(Item("marker", at, a, marker=above[-1]) if above else Item("blank", at, a))
        before = above[-1] if above else None
        chunk = Chunk(number, a, b, before, below)
        chunks.append(chunk)
        items.append(Item("chunk", a, b, chunk=chunk))
        at = b
    if at < len(lines):
        tail = [m for i, m in markers.items() if i >= at]
        items.append(Item("marker", at, len(lines), marker=tail[-1]) if tail else Item("blank", at, len(lines)))
    return tuple(_split_markers(items, markers, lines_of)), tuple(chunks)


def _split_markers(items: list[Item], markers: dict[int, Marker], lines_of: list[int]) -> list[Item]:
    """Items that hold several markers (two markers with only blank lines between) split, one item a marker."""
    out: list[Item] = []
    for item in items:
        inside = lines_of[bisect_left(lines_of, item.start) : bisect_left(lines_of, item.end)]
        if item.kind != "marker" or len(inside) < 2:
            out.append(item)
            continue
        cuts = [item.start, *inside[1:], item.end]
        out += [Item("marker", a, b, marker=markers[m]) for a, b, m in zip(cuts, cuts[1:], inside)]
    return out
