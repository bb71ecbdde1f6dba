"""The keep pieces of a placement: the original slices the snippet's markers stand for between two chunks, and
what a deletion marker among them removes (the declarations it names, told apart by their whole names, or the
paragraphs about its words); :mod:`fastapply.apply.merge.place` puts them between its write pieces."""

from __future__ import annotations

from .certificate import KEEP, Piece
from .keys import DATA
from .lines import is_closer, is_comment
from .markers import mentions
from .sections import heading_above, section_end
from .source import Source


def keeps(source: Source, items, at: int, lo: int, hi: int, chunks: tuple[bool, bool] = (True, True)
          ) -> list[Piece]:
    """Keep pieces for the marker (and edge blank) items before a chunk: together they stand for original lines
    [lo, hi), the first for all of it, the others for none, but a deletion marker among others for the slice of
    what it removes (those before it for the lines above, the next for those below); with no items, an edge keep
    at snippet line ``at``. ``chunks``: whether a chunk stands before them, and after them."""
    if not items:
        return [Piece(KEEP, (at, at), (lo, hi))]
    cuts = [lo] + [hi] * len(items)
    for n, item in enumerate(items):
        if n and item.marker is not None and (named := _removes(source, item.marker, (lo, hi), n + 1 == len(items))):
            start, end = named[0][0], named[-1][1]
            more = n + 1 < len(items)
            cuts = [lo, *[start] * n, *[end] * more, *[hi] * (len(items) - n - more)]
            break
    pieces = []
    for n, item in enumerate(items):
        span, marker = (cuts[n], cuts[n + 1]), item.marker
        removed = _removes(source, marker, span, n + 1 == len(items)) if marker is not None else ()
        if removed and (n + 1 == len(items) and chunks[1] and item.end > marker.line + 1 or
                        n == 0 and chunks[0] and item.start < marker.line):  # (a blank line between it and a chunk)
            removed = _spaced(source, removed, span)
        pieces.append(Piece(KEEP, (item.start, item.end), span, marker=marker.line if marker else None,
                            removed=removed))
    return pieces


def _removes(source: Source, marker, span: tuple[int, int], last: bool) -> tuple[tuple[int, int], ...]:
    """What a deletion marker removes from original lines ``span``: the declarations it names, or, naming none, the
    paragraphs (runs of lines between blank ones) nearest the chunk after it (``last``: it is the last item before
    that chunk), else before it, that mention a word it is about, as many in a row as do; with none there, the
    one at the marker's depth that mentions most of its words (where one does) and those right after it that
    mention one."""
    about = marker.about
    if names := tuple(dict.fromkeys((*(marker.removes or ()), *source.declared(span, marker.words)))):
        if source.removable(names, (0, len(source.lines))):
            return _removed(source, names, span, marker.text)
        about = names  # (names the file declares nowhere, a rake task's ``old_sync``: the paragraphs that mention them)
    if not about:
        return ()
    runs, start = [], None
    for i in range(span[0], span[1] + 1):
        if i < span[1] and source.lines[i].strip():
            start = i if start is None else start
        elif start is not None:
            runs.append((start, i))
            start = None
    taken = []
    for a, b in (reversed(runs) if last else runs):
        if not mentions(source.lines[a:b], about, parts=True):
            break
        taken.append((a, b))
    headed = [run for run in taken if mentions([source.lines[run[0]], source.lines[_head(source, *run)]], about,
                                               parts=True)]
    if headed and len(headed) < len(taken) and source.language not in (None, "markdown", "css", "scss", "html", *DATA):
        taken = [run for run in taken if min(headed) <= run <= max(headed)]  # (runs whose heads name it, and those
        # between them: not ``save()`` beyond, which mentions ``dumpPath_`` in its body, for "the dump helpers")
    if not taken:  # (none beside the chunk: the one that mentions most of its words, and those after it that
        # mention one)
        counts = [sum(mentions(source.lines[a:b], (w,), parts=True) for w in about) if source.widths[a] == marker.depth
                  else 0 for a, b in runs]  # (at the marker's depth: no part of a body deeper than it)
        if not counts or not max(counts) or counts.count(max(counts)) > 1:
            return ()
        n = counts.index(max(counts))
        while n < len(runs) and counts[n]:
            taken, n = [*taken, runs[n]], n + 1
    a, b = min(taken)[0], max(taken)[1]
    if source.language == "markdown" and (head := _heading_above(source, a, span, about)) is not None:
        a, taken = head, [(head, head + 1), *taken]  # (the section whose heading is about it too goes whole)
    if source.language == "markdown":  # a heading goes with its section
        b = max([b, *(min(end, span[1]) for x, _ in taken if (end := section_end(source.lines, x)) is not None)])
    else:
        b = _through_block(source, a, b, span[1])
    first = a
    while a > span[0] and not source.lines[a - 1].strip() and source.lines[b - 1].strip() and not (
            b < len(source.lines) and source.keys[b] and source.widths[b] >= source.widths[first]):  # with the blank
        a -= 1  # lines before it (else after it; a section ends with its own), not where code as deep follows it in
        # one run (``use crate::edifact::...;`` left out above ``use crate::hs::...;``: that blank line spaces it)
    while a == min(taken)[0] and b < span[1] and not source.lines[b].strip() and not (
            a and source.lines[a - 1].strip()):  # (after it, unless it follows code with no blank line between:
        b += 1  # that blank line spaces the code above it)
    return ((a, b),)


def _head(source: Source, a: int, b: int) -> int:
    """A paragraph's head: its first line past comments, decorators and attributes (``@Deprecated``, ``#[test]``,
    ``/// Parses ...``), or its first line where it has none such."""
    return next((i for i in range(a, b) if not is_comment(source.lines[i]) and
                 not source.lines[i].lstrip().startswith(("@", "#[", "["))), a)


def _spaced(source: Source, removed: tuple[tuple[int, int], ...], span: tuple[int, int]
            ) -> tuple[tuple[int, int], ...]:
    """``removed`` leaving the file's blank lines at its edge where a deletion marker has a blank snippet line beside
    it and would keep none (``MAX = 3;`` / ``// ... removed LEGACY_DAYS ...`` / blank / ``loans;``: the blank line
    after the removed constant stays)."""
    lines = source.lines
    (lo, _), (_, hi) = removed[0], removed[-1]
    first = next((i for a, b in removed for i in range(a, b) if lines[i].strip()), None)
    if first is None or not 0 < lo <= hi < len(lines) or any(
            not lines[i].strip() or source.widths[i] != source.widths[first] for i in (lo - 1, hi)):
        return removed  # (between like lines only: not at the file's edge, under a block's head, before a closer)
    if any(not lines[i].strip() and not any(a <= i < b for a, b in removed) for i in range(*span)):
        return removed  # (a blank line kept there already)
    (a, b), rest = removed[-1], removed[:-1]
    if b == span[1] and not lines[b - 1].strip() and any(lines[k].strip() for k in range(a, b)):
        while not lines[b - 1].strip():
            b -= 1
        return (*rest, (a, b))
    (a, b), rest = removed[0], removed[1:]
    if a == span[0] and not lines[a].strip() and any(lines[k].strip() for k in range(a, b)):
        while not lines[a].strip():
            a += 1
        return ((a, b), *rest)
    return removed


def _through_block(source: Source, a: int, b: int, hi: int) -> int:
    """``b`` moved on, to ``hi`` at most, past the code after it that lies deeper than the least deep line of [a, b)
    and the closer at that depth that ends it: a block the paragraphs open goes whole, blank lines in its body and
    all (a rake ``task ... do`` whose body has a blank line)."""
    code = [i for i in range(a, b) if source.lines[i].strip()]
    least = min((source.widths[i] for i in code), default=0)
    while code and (after := next((k for k in range(b, hi) if source.lines[k].strip()), None)) is not None:
        if source.widths[after] > least:
            b = after + 1
        elif source.widths[after] == least and is_closer(source.keys[after]) and \
                source.widths[max(i for i in range(a, after) if source.lines[i].strip())] > least:
            return after + 1
        else:
            return b
    return b


def _removed(source: Source, names: tuple[str, ...], span: tuple[int, int], told: str) -> tuple[tuple[int, int], ...]:
    """The slices of the declarations named ``names`` that lie whole in ``span`` (``Source.removable``, the marker's
    text ``told`` telling like names apart), with the blank lines after them, unless code right above them and
    kept code after those blank lines are spaced by them; the last of a file or a block, with those before them."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(x for slices in source.removable(names, span, told).values() for x in slices):
        if not any(a <= start < b for a, b in out):
            after = end
            while after < span[1] and not source.lines[after].strip():
                after += 1
            nxt = next((k for k in range(end, len(source.lines)) if source.lines[k].strip()), len(source.lines))
            last = nxt == len(source.lines) or source.widths[nxt] < source.widths[start]  # (its block's last)
            if nxt == len(source.lines) or not last and (after == span[1] or not (
                    start and source.lines[start - 1].strip())):
                end = after  # (not between code it follows with no blank line and kept code: a table's last key)
            while last and start > span[0] and not source.lines[start - 1].strip():
                start -= 1  # (at the file's end, or its block's: with the blank lines before it)
            out.append((start, end))
    return tuple(out)


def _heading_above(source: Source, a: int, span: tuple[int, int], about: tuple[str, ...]) -> int | None:
    """The heading of the section in ``span`` that holds line ``a``, where it mentions a word of ``about``."""
    head = heading_above(source.lines, a, span[0])
    return head if head is not None and mentions([source.lines[head]], about, parts=True) else None
