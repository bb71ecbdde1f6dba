"""How a placed chunk's slice of the original grows beyond its anchors: blank lines and edits beside them, a
declaration the chunk restates whole, the lines beyond a marker-less edge it restates, a whole-file snippet
(:mod:`fastapply.apply.merge.place` calls these on every spot)."""

from __future__ import annotations

from bisect import bisect_left
from weakref import WeakKeyDictionary

from .beyond import edge_code, header_start, reaches_edges, restates_beyond, widened
from .doc import comment_above, old_doc
from .lines import edits, is_comment, is_weak, line_key, reworded, width
from .sections import stated_sections
from .snippet import Chunk, Snippet
from .source import Source
from .spread import spread
from .write import Spot


def restate(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """A declaration the chunk restates whole (see ``Snippet.whole``) replaces the original one whole: the slice
    runs to its end, where its last lines are not restated (an indented body rewritten has no closing line)."""
    placed = {chunk.start + i: p for i, p in {**spot.pairs, **spot.edits}.items()}
    where = sorted(placed.values())
    closed = snippet.closed(chunk.start, chunk.end)
    for p, stop in stated_sections(source.lines, snippet.lines, {chunk.start + i: p for i, p in spot.pairs.items()},
                                   chunk.end) if source.language == "markdown" else ():
        while stop > p and not source.lines[stop - 1].strip():
            stop -= 1
        spot.end = max(spot.end, stop)  # (a Markdown section restated whole: its old lines go)
    for decl, head in snippet.whole(chunk.start, chunk.end):
        if head not in placed:  # (its first line rewritten: the one declaration of its name the chunk's first
            target = _rewritten_head(source, snippet, chunk, decl, head, where)  # placed line lies in)
            if target is not None:
                spot.start = target.start
        else:
            target = next((d for path, d in source.enclosing(placed[head]) if _names(path)[-len(decl):] == decl),
                          None)
        if target is None:
            continue
        end = target.end
        while end > target.start and not source.lines[end - 1].strip():
            end -= 1
        inside = bisect_left(where, target.end) - bisect_left(where, target.start)  # placed lines in it, head too
        body = inside - (head in placed and target.start <= placed[head] < target.end)
        if end > spot.end and (not body or (decl, head) in closed):  # (a marker after it: maybe "the rest as is")
            spot.end = end


def _rewritten_head(source: Source, snippet: Snippet, chunk: Chunk, decl: tuple[str, ...], head: int,
                    where: list[int]):
    """The original declaration of ``decl``'s name that a chunk restating it whole with a new first line (``head``,
    not placed) rewrites: the chunk's placed lines start inside it, after its first line, the chunk has no code
    before ``head``, and the original has one declaration of that name. None otherwise."""
    if not where:
        return None
    found = [d for path, d in source.by_name.get(decl[-1], ()) if _names(path)[-len(decl):] == decl]
    if len(found) != 1 or not found[0].start < where[0] < found[0].end:
        return None
    code_before = any(snippet.lines[i].strip() and not snippet.is_marker(i) for i in range(chunk.start, head))
    return None if code_before else found[0]


def beyond(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """At an edge of the snippet that has no marker, the chunk's new lines past its placed ones replace the code
    beyond it when they restate all of it (``restates_beyond``): the file's last lines edited there."""
    clines, placed = snippet.lines[chunk.start : chunk.end], {**spot.pairs, **spot.edits}
    if chunk.after is None and spot.end < len(source.lines) and \
            restates_beyond(clines[max(placed) + 1 :], source.lines[spot.end :]):
        spot.end = len(source.lines)
    if chunk.before is None and spot.start > 0 and restates_beyond(clines[: min(placed)][::-1],
                                                                   source.lines[: spot.start][::-1], top=True):
        spot.start = 0


def _names(path) -> tuple[str, ...]:
    return tuple(name for _, name in path)


def widen(source: Source, snippet: Snippet, chunk: Chunk, lo: int, spot: Spot, allowed) -> None:
    """Edits at the chunk's edges: outward from its first (last) placed line, the next original line is replaced
    by the chunk's next new line further out that is its new version (``edits``, or right beside it ``reworded``
    or ``widened``; new lines between are inserted), or by the new lines from there in that rewrite it over
    several (``spread``), while there is one; never by a line inside a block the chunk opens anew (a new section's
    key), unless it is that same line moved into the new block (``_moved_in``: a statement wrapped in a new ``if``)."""
    lines, clines = source.lines, snippet.lines[chunk.start : chunk.end]
    placed = {**spot.pairs, **spot.edits}
    openers = (_openers(clines), _source_openers(source))
    for step in (-1, 1):
        if spot.fixed[step > 0]:
            continue
        i = min(placed) if step < 0 else max(placed)
        p = placed[i]
        while (p := _next(lines, p, step, lo, len(lines))) is not None:
            k = i + step
            while 0 <= k < len(clines) and (k in placed or not (edits(clines[k], lines[p]) or widened(
                    clines[k], lines[p]) or k == i + step and reworded(clines[k], lines[p]) or spread(
                lines[p], clines[k:i] if step < 0 else clines[i + 1 : k + 1], step)) or not allowed(k, p)
                                            or _in_new_block(clines, k, placed, lines, p, openers) and not _moved_in(
                                                clines[k], lines[p])):
                k += step
            if not 0 <= k < len(clines):
                break
            i = k
            spot.edits[i] = p
            spot.start, spot.end = min(spot.start, p), max(spot.end, p + 1)


def comment_block(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """A block comment the chunk writes whole (``/*`` to ``*/``, no marker inside) whose first line is placed on
    the first line of one of the original's replaces that comment whole: its ``*/`` is placed on the old one's, and
    the edits beside it go on from there (a licence header rewritten above a rewritten ``package`` line)."""
    placed = {**spot.pairs, **spot.edits}
    for i, p in sorted(placed.items()):
        if snippet.keys[chunk.start + i] not in ("/*", "/**") or source.keys[p] != snippet.keys[chunk.start + i]:
            continue
        j = next((k for k in range(i + 1, chunk.end - chunk.start) if snippet.keys[chunk.start + k].endswith("*/")),
                 None)
        e = next((q for q in range(p + 1, len(source.lines)) if source.keys[q].endswith("*/")), None)
        if j is None or e is None or any(k in placed and placed[k] > e for k in range(i, j + 1)) or \
                any(q <= e for k, q in placed.items() if k > j):
            continue
        if not all(is_comment(snippet.lines[chunk.start + k]) or not snippet.keys[chunk.start + k]
                   for k in range(i, j + 1)) or snippet.keys[chunk.start + j] != source.keys[e]:
            continue
        spot.pairs[j] = e
        spot.end = max(spot.end, e + 1)


def doc_comment(source: Source, snippet: Snippet, chunk: Chunk, lo: int, spot: Spot) -> None:
    """The chunk's new comment lines right above its first placed line, a declaration's first line, replace the
    original's comment right above that line from its line that reads like their first one down (``old_doc``)."""
    placed = {**spot.pairs, **spot.edits}
    i = min(placed)
    clines = snippet.lines[chunk.start : chunk.start + i]
    new = clines[comment_above(clines, i):]
    start = old_doc(source, new, placed[i], lo) if not spot.fixed[0] and placed[i] == spot.start else None
    if start is not None:
        spot.start = start


def last_member(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot, allowed) -> None:
    """A chunk put at the end of a block (``scoped``, its closing lines the block's) that states whole a declaration
    (``Snippet.ended``) whose first line edits the first line of the block's last declaration, right above the
    block's closing line: it replaces that declaration (a class's last method restated with a new signature)."""
    first = next((i for i in range(chunk.start, chunk.end) if snippet.keys[i] and not is_comment(snippet.lines[i])),
                 None)
    if first is None or spot.edits or spot.start >= len(source.lines) or \
            not any(head == first for _, head in snippet.ended(chunk.start, chunk.end)):
        return
    end = spot.start
    while end > 0 and not source.lines[end - 1].strip():
        end -= 1
    for _, decl in source.flat:
        head = source.head_of(decl)
        last = decl.end
        while last > head and not source.lines[last - 1].strip():
            last -= 1
        if last == end and head < end and source.widths[head] > source.widths[spot.start]:
            if edits(snippet.lines[first], source.lines[head]) and allowed(first - chunk.start, head):
                spot.edits[first - chunk.start], spot.start = head, head
            return


def _in_new_block(clines: list[str], k: int, placed, lines: list[str], p: int, openers) -> bool:
    """Chunk line ``k`` lies in a block a new line of the chunk opens (not placed, and no version of the block
    that holds original line ``p``)."""
    j, q = openers[0][k], openers[1][p]
    if j is not None and j not in placed and line_key(clines[j])[:1] in ")]":  # (the last line of a header over
        j = next((h for h in range(j - 1, -1, -1) if clines[h].strip() and width(clines[h]) <= width(clines[j])),
                 j)  # several lines, ``): Promise<T> {``: the block is the one its first line opens)
    return j is not None and j not in placed and (q is None or not edits(clines[j], lines[q]))


def _moved_in(new: str, old: str) -> bool:
    """``new`` is ``old`` moved into a new block: the same line (no weak one) at another depth."""
    return line_key(new) == line_key(old) and width(new) != width(old) and not is_weak(line_key(old))


def _source_openers(source: Source) -> list[int | None]:
    """``_openers`` of the original's lines, found once per source."""
    found = _OPENERS.get(source)
    if found is None:
        found = _OPENERS[source] = _openers(source.lines)
    return found


_OPENERS: WeakKeyDictionary[Source, list[int | None]] = WeakKeyDictionary()


def _openers(lines: list[str]) -> list[int | None]:
    """Per line, the line that opens the block it lies in: the nearest line above it that is less indented (past a
    lone brace), or a ``[section]`` header as indented; None where none is. All at once, by a stack of the lines
    that may still open a later one (a whole flat file asked line by line would be quadratic)."""
    out: list[int | None] = []
    stack: list[int] = []  # lines that may open a later line's block, more indented up the stack
    depths: list[int] = []  # their indentation
    headers: dict[int, int] = {}  # the last ``[section]`` header at each indentation
    for k, line in enumerate(lines):
        depth, key = width(line), line.strip()
        at = bisect_left(depths, depth)  # (the stack's lines less indented than this one: [0, at))
        found = max(stack[at - 1] if at else -1, headers.get(depth, -1))
        out.append(found if found >= 0 else None)
        if key and key not in ("{", "(", "["):
            del stack[at:], depths[at:]
            stack.append(k)
            depths.append(depth)
            if key.startswith("[") and key.endswith("]"):
                headers[depth] = k
    return out


def _next(lines: list[str], at: int, step: int, lo: int, hi: int) -> int | None:
    """The next non-blank line from ``at`` in direction ``step`` within [lo, hi), or None."""
    at += step
    while lo <= at < hi and not lines[at].strip():
        at += step
    return at if lo <= at < hi else None


def whole_file(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """A snippet with no markers whose placed lines reach among the file's first and last ``WHOLE_EDGE`` lines of
    code, or whose first (last) line of code is the file's first (last) one anew (``new_edges``), is the whole
    new file: the code it leaves out there is deleted (comment lines there,
    a licence or an encoding line, stay: a whole-file answer routinely leaves them out; not where the snippet opens
    on a line only a file's first lines hold, ``header_start``: its header replaces them)."""
    code, old, mine = edge_code(source, snippet)  # (as the certifier reads them)
    placed = sorted({*spot.pairs.values(), *spot.edits.values()})
    if not code or not placed:
        return
    if not reaches_edges(source, snippet, code, old, mine, placed):
        return
    start = 0 if header_start(snippet.lines) or _header_edited(source, snippet) else code[0]
    spot.start, spot.end, spot.whole = min(spot.start, start), max(spot.end, code[-1] + 1), True


def _header_edited(source: Source, snippet: Snippet) -> bool:
    """The snippet's first line and the file's are comments, the snippet's a new version of the file's (``#
    Dockerfile for the worker (multi-stage)``): the file's header comment, rewritten."""
    new, old = (next((x for x in lines if x.strip()), "") for lines in (snippet.lines, source.lines))
    return is_comment(new) and is_comment(old) and new != old and (edits(new, old) or reworded(new, old))
