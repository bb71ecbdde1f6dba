"""How a placed chunk is written: anchors as the original has them, new lines in the file's indentation style
(:mod:`fastapply.apply.merge.indent`), and new code spaced from the kept code beside it as the snippet spaced it
from its marker (or as the file spaces its declarations).

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("func a() {\\n\\treturn 1\\n}\\n", "go")
    >>> snippet = Snippet("// ... existing code ...\\n\\nfunc b() {\\n    return 2\\n}\\n", "go")
    >>> [w.text for w in written(source, snippet, snippet.chunks[0], Spot(3, 3, {}, {}))]
    ['', 'func b() {', '\\treturn 2', '}']
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from .certificate import Written
from .indent import indent_shift, reindent
from .lines import identity, is_closer, line_key, width
from .snippet import Chunk, Snippet
from .source import Source

__all__ = ["Spot", "written"]

_DECLARES = ("def ", "class ", "func ", "fn ", "function ", "struct ", "enum ", "interface ", "trait ", "impl ",
             "type ", "module ", "fun ", "object ", "record ", "protocol ", "extension ", "mixin ")


@dataclass(slots=True)
class Spot:
    """Where a chunk goes: original lines [start, end), its anchors and its edits (chunk line -> original line)."""

    start: int
    end: int
    pairs: dict[int, int]  # chunk lines that restate original lines
    edits: dict[int, int]  # new chunk lines that replace original lines of their name
    whole: bool = False  # a marker-less snippet read as the whole file
    fixed: tuple[bool, bool] = (False, False)  # its first (last) anchor is where it starts (ends): no edits beyond


def written(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> tuple[Written, ...]:
    """The lines a write piece of ``chunk`` at ``spot`` writes."""
    clines = snippet.lines[chunk.start : chunk.end]
    texts = _texts(source, snippet, clines, spot)
    moved = _renested(source.lines, clines, texts, spot.pairs)
    if moved:
        texts = _texts(source, snippet, clines, Spot(spot.start, spot.end, {
            i: p for i, p in spot.pairs.items() if i not in moved}, spot.edits))
    out = [Written(source.lines[spot.pairs[i]], chunk.start + i, spot.pairs[i]) if i in spot.pairs and i not in moved
           else Written(texts[i], chunk.start + i, None) for i in range(len(clines))]
    placed = {**spot.pairs, **spot.edits}
    above = 0 if _opens_on_code(source, spot, clines[0]) else \
        _spacing(source, snippet, spot.start - 1, clines[0], chunk.start, -1, 0 in placed, clines)
    last = len(clines) - 1
    below = _spacing(source, snippet, spot.end, clines[-1], chunk.end - 1, 1, last in placed,
                     clines[max(placed, default=-1) + 1 :])
    return (*[Written("", None, None)] * above, *out, *[Written("", None, None)] * below)


def _renested(lines: list[str], clines: list[str], texts: list[str], pairs: dict[int, int]) -> set[int]:
    """Restated lines the chunk nests anew, written as the snippet has them (new lines that replace the old
    ones): a run of them right below a new line that opens a block, deeper than it in the snippet but not in the
    original, each the same columns deeper than its original line (``.map { day ->`` put above a lambda's old
    body)."""
    moved: set[int] = set()
    for i in sorted(pairs):
        k = i - 1
        while k >= 0 and not clines[k].strip():
            k -= 1
        if k < 0 or k in pairs or i in moved or not _OPENS_BLOCK.search(line_key(clines[k])) or \
                width(clines[i]) <= width(clines[k]) or width(lines[pairs[i]]) > width(texts[k]):
            continue
        shift, j = width(clines[i]) - width(lines[pairs[i]]), i
        while j < len(clines) and (not clines[j].strip() or j in pairs and
                                   width(clines[j]) - width(lines[pairs[j]]) == shift):
            if clines[j].strip():
                moved.add(j)
            j += 1
    return moved


_OPENS_BLOCK = re.compile(r"(?:[{(\[:]|->|=>|\bdo(?: \|[^|]*\|)?|\bthen)$")


def _texts(source: Source, snippet: Snippet, clines: list[str], spot: Spot) -> list[str]:
    """The chunk's lines in the file's indentation: re-indented level for level where the file's style differs
    from the snippet's (not in Markdown, whose indents are a list item's text, no nesting style), else shifted as
    one so that the anchors land on their original indentation."""
    anchors = [(clines[i], source.lines[p]) for i, p in spot.pairs.items()]  # (an edit may move to another depth)
    restyled = reindent(clines, anchors, source.style, snippet.style) if source.language != "markdown" else None
    if restyled is not None:
        return restyled
    add, cut = indent_shift(anchors)
    if cut and any(x.strip() and not x.startswith(cut) for x in clines):
        add = cut = ""  # a dedent some lines cannot take would flatten the chunk's nesting
    if not add and not cut:
        return list(clines)  # (no shift: each line as it is)
    return [add + x[len(cut) :] if x.strip() else x for x in clines]


def _spacing(source: Source, snippet: Snippet, neighbour: int, edge: str, at: int, step: int, placed: bool,
             run: list[str]) -> int:
    """Blank lines to put between a new edge line of a chunk and the kept original line ``neighbour`` beside it:
    where a new block meets a kept one (the new line above opens one; the kept line below opens one, and the new
    code holds a whole block at its depth), as many as the file puts before most blocks opened at that depth
    (none where it puts none before most), or as many as the snippet shows between its marker and the new code
    where that is more. None beside a blank line or a placed (anchored, edited) line, nor between one-line items
    of one kind that the file packs (``_packed``); new code right above a kept declaration gets what the snippet
    shows between it and the marker."""
    lines = source.lines
    if placed or not edge.strip() or not 0 <= neighbour < len(lines) or not lines[neighbour].strip():
        return 0
    prose = source.language == "markdown"  # (its `#` lines are headings)
    if not prose and (_one_run(edge, lines[neighbour], ("//", "#", "--", ";", "%", "*")) or
                      _one_run(edge, lines[neighbour], ("@", "#["))):
        return 0  # a comment (decorator) line beside a kept one at its depth: one run of comments (one stack; a
        # block comment's `` * `` lines)
    if _packed(lines, neighbour, edge, step):
        return 0  # (a one-line item beside kept ones like it, packed: ``data class A(...) : State``)
    if step < 0:
        first = next((k for k, x in enumerate(run) if x.strip() and (prose or not _comment(x))), None)
        opener, opens = (edge, _opens(edge)) if first is None else (run[first], _head(run, first))
    else:
        opener, opens = lines[neighbour], _head(lines, neighbour)
    depth = width(opener)
    blanks, k = 0, at + step  # as the snippet spaces it from its marker, where it shows more than the file's
    while 0 <= k < len(snippet.lines) and not snippet.lines[k].strip():
        blanks, k = blanks + 1, k + step
    shown = blanks if 0 <= k < len(snippet.lines) and snippet.is_marker(k) else None
    if shown == 0 and 0 <= neighbour - step < len(lines) and lines[neighbour - step].strip() and \
            not is_closer(line_key(lines[neighbour - step])):
        return 0  # (the marker right beside the new code, between two items the original packs: packed)
    if not opens and step < 0 and shown and not width(edge) and not width(snippet.lines[k]) and \
            not any(x.strip() for x in lines[neighbour + 1 :]):
        return shown  # (a statement appended after a marker at the left margin: spaced as the snippet shows)
    if step > 0 and shown and width(edge) == depth and (identity(opener) or "").startswith(_DECLARES):
        return shown  # (new code above a kept declaration, spaced from the marker below it as the snippet shows)
    if step < 0 and shown and width(lines[neighbour]) == width(edge) and is_closer(line_key(lines[neighbour])) \
            and (after := _spacing_after(source, width(edge))):
        return max(after, shown)  # (new code after a kept block's closing line, spaced as the file spaces them)
    if step > 0 and shown == 0 and is_closer(line_key(edge)) and width(lines[neighbour]) == width(edge) and \
            not is_closer(line_key(lines[neighbour])) and not lines[neighbour - 1].strip():
        return _spacing_after(source, width(edge))  # (a new block's closing line right at its marker, after the
        # blank line above the kept line: as the file spaces the code after such lines)
    if not opens or step > 0 and not any(
            _head(run, k) and width(x) <= depth and _holds(run, k) for k, x in enumerate(run) if x.strip()):
        return 0
    if (count := _spacing_before(source, depth, prose)) is not None:
        return max(count, shown or 0) if count else 0  # (a file that packs its blocks packs the new one too)
    return 1 if shown is None else shown


def _opens_on_code(source: Source, spot: Spot, edge: str) -> bool:
    """The chunk replaces original lines right below a kept line that opens the block its first line stands in
    (``class Tracker(...) {`` then the edited ``fun recordHeartbeat(...)``), with no blank line between them in the
    original: none between them now either."""
    above = spot.start - 1
    return spot.start < spot.end and above >= 0 and bool(source.lines[spot.start].strip()) and \
        source.keys[above].endswith(("{", "(", ":")) and source.widths[above] < width(edge)


def _packed(lines: list[str], neighbour: int, edge: str, step: int) -> bool:
    """The new edge line, the kept line beside it and the next line of code beyond that are one-line items of one
    kind (the same first word, at one depth, none opening a block), the two kept ones with no blank line between."""
    beyond = neighbour + step
    while 0 <= beyond < len(lines) and not lines[beyond].strip():
        beyond += step
    if not 0 <= beyond < len(lines) or abs(beyond - neighbour) > 1:
        return False
    items = (edge, lines[neighbour], lines[beyond])
    word = line_key(edge).split(" ", 1)[0]
    return not any(width(x) != width(edge) or line_key(x).split(" ", 1)[0] != word or _HOLDS.search(line_key(x))
                   for x in items) and not any(_deeper_after(lines, k) for k in (neighbour, beyond))


_HOLDS = re.compile(r"(?:[{:(\[=,]|\bdo|\bthen)$")  # a line that ends open: more of it, or a body, follows


def _head(lines: list[str], k: int) -> bool:
    """Line ``k`` opens a block: by its words (``_opens``), or the next line of code is deeper (a make target)."""
    return _opens(lines[k]) or _deeper_after(lines, k)


def _deeper_after(lines: list[str], k: int) -> bool:
    after = next((lines[j] for j in range(k + 1, len(lines)) if lines[j].strip()), None)
    return after is not None and width(after) > width(lines[k])


def _holds(run: list[str], k: int) -> bool:
    """Line ``k`` of ``run``, a line that opens a block, holds one: not a line ending in ``:`` without a deeper
    line of ``run`` after it (a YAML key with no value and nothing under it)."""
    if not line_key(run[k]).endswith(":"):
        return True
    after = next((x for x in run[k + 1 :] if x.strip()), None)
    return after is not None and width(after) > width(run[k])


def _one_run(new: str, kept: str, starts: tuple[str, ...]) -> bool:
    """Both lines start with one of ``starts`` (line comments of one syntax; decorators or attributes) at one
    depth."""
    a, b = line_key(new), line_key(kept)
    return width(new) == width(kept) and any(a.startswith(t) and b.startswith(t) for t in starts)


def _comment(line: str) -> bool:
    return line_key(line).startswith(("//", "#", "/*", "*", "--")) and not line_key(line).startswith(("#[", "# "))


def _opens(line: str) -> bool:
    """The line opens a block or a declaration (a decorator, an attribute or a heading goes with one)."""
    key, name = line_key(line), identity(line) or ""
    declares = name.startswith(_DECLARES) and not name.endswith("=") and not key.endswith(";")  # (``type=None,``
    # sets a name; ``CREATE INDEX i ON t (c);``, ``int f(void);`` end a statement: no block opens)
    return key.endswith(("{", ":", "(", "[", " do", " then")) or re.search(r"\bdo \|[^|]*\|$", key) is not None or \
        declares or name[:1] in ("@", "#", "[") and bool(name) or key.startswith(("# ", "## ", "### ", "#### ")) or \
        re.fullmatch(r"\[\[?[\w.:\- \"']+\]\]?", key) is not None  # an INI or TOML section


_SPACINGS: WeakKeyDictionary[Source, dict[tuple[int, bool | None], int | None]] = WeakKeyDictionary()


def _spacing_before(source: Source, depth: int, prose: bool = False) -> int | None:
    """The blank lines the file most often puts before a line at ``depth`` that opens a block, or before the
    comments right above it (0 unless most such lines have some; None when it has no such line after another);
    counted once per file."""
    known = _SPACINGS.setdefault(source, {})
    if (depth, prose) not in known:
        known[(depth, prose)] = _count_spacing(source.lines, depth, prose)
    return known[(depth, prose)]


def _spacing_after(source: Source, depth: int) -> int:
    """The blank lines the file most often puts after a line at ``depth`` that closes a block (``end``, ``}``)
    before the next line of code there, where that one does not close one too (0 where it has none such)."""
    known = _SPACINGS.setdefault(source, {})
    if (depth, None) not in known:
        runs: Counter[int] = Counter()
        lines = source.lines
        for i, line in enumerate(lines):
            if line.strip() and width(line) == depth and is_closer(line_key(line)):
                k = i + 1
                while k < len(lines) and not lines[k].strip():
                    k += 1
                if k < len(lines) and width(lines[k]) == depth and not is_closer(line_key(lines[k])):
                    runs[k - i - 1] += 1
        known[(depth, None)] = runs.most_common(1)[0][0] if runs else 0
    return known[(depth, None)] or 0


def _count_spacing(lines: list[str], depth: int, prose: bool) -> int | None:
    runs: Counter[int] = Counter()
    for i, line in enumerate(lines):
        if i and line.strip() and width(line) == depth and _opens(line):
            while not prose and i > 0 and _comment(lines[i - 1]):
                i -= 1
            k = i
            while k > 0 and not lines[k - 1].strip():
                k -= 1
            if k > 0 and (not _opens(lines[k - 1]) or k < i):  # (a block's first line, or a decorator's)
                runs[i - k] += 1
    return runs.most_common(1)[0][0] if runs else None
