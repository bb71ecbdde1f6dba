"""Chunks placed by something other than a chain of anchors: the closing lines of the block an indented marker
stands in, a file edge, a name the chunk edits, or new code where its marker says
(:mod:`fastapply.apply.merge.place` falls back on these)."""

from __future__ import annotations

from .beyond import given_more, rewrites, widened
from .closers import marker_block
from .lines import SIMILAR, edits, first_word, identity, is_closer, is_comment, is_weak, similarity, width
from .scopes import ends_with, may_stand_for, renamed_heads
from .snippet import Chunk, Snippet
from .source import Source
from .write import Spot


def edge_pairs(source: Source, snippet: Snippet, chunk: Chunk, lo: int, allowed, ends_only: bool = False
                ) -> dict[int, int]:
    """A chunk at an edge of the snippet (no marker beyond it) restates the file's lines at that edge where they
    are equal, blank lines aside: a JSON file's ``{``, a class's last ``}``."""
    pairs: dict[int, int] = {}
    sides = ((chunk.before is None and not ends_only, range(chunk.end - chunk.start), range(lo, len(source.lines))),
             (chunk.after is None, range(chunk.end - chunk.start - 1, -1, -1), range(len(source.lines) - 1, lo - 1, -1)))
    for edge, mine, theirs in sides:
        if not edge:
            continue
        mine = [i for i in mine if snippet.keys[chunk.start + i]]
        theirs = [p for p in theirs if source.keys[p]]
        for i, p in zip(mine, theirs):
            if snippet.keys[chunk.start + i] != source.keys[p] or i in pairs or p in pairs.values() or \
                    not allowed(i, p):
                break
            pairs[i] = p
    if pairs and sorted(pairs) != sorted(pairs, key=pairs.__getitem__):
        return {}  # the two edges cross: no reading
    return dict(sorted(pairs.items()))


def identity_anchor(source: Source, snippet: Snippet, chunk: Chunk, lo: int, allowed) -> dict[int, int]:
    """A chunk without equal lines placed by an edit: its first line that sets a name set by exactly one original
    line after ``lo`` (a declaration's head, a key), or that renames a declaration (``renames``), replaces that
    line; or its first line of code that names nothing (no comment, no prose), on its one alike version that starts
    as it does (``colSpan={3}``, ``export const { a, b, c } = ...;``). Of several such lines, those in the block an
    indented marker above the chunk stands in count (a ``case`` of one ``switch`` of many alike)."""
    renamed, nameless = {head: old for old, head in renamed_heads(snippet, source).items()}, True
    for i in range(chunk.end - chunk.start):
        if (old := renamed.get(chunk.start + i)) is not None:
            heads = [source.head_of(d) for path, d in source.flat
                     if ends_with(tuple(n for _, n in path), old)]
            if len(heads) == 1 and heads[0] >= lo:
                return {i: heads[0]}
        line = snippet.lines[chunk.start + i]
        name = identity(line)
        if nameless and name is None and not is_weak(key := snippet.keys[chunk.start + i]) and \
                not is_comment(line) and any(c in key for c in "=(){}[];<>"):
            nameless = False  # (one such line is looked up: the cost stays linear in the chunk)
            where = _marked_block(source, snippet, chunk, lo, [
                p for p in source.alike(line, lo) if allowed(i, p)] or [
                p for p in given_more(source, line, lo) if allowed(i, p)])
            if len(where) == 1:
                return {i: where[0]}
        if name is None or name == "return":  # a declaration's head or a key, not a statement; a call (``route(
            continue  # "/login", ...``) only given more arguments
        where = _marked_block(source, snippet, chunk, lo, [p for p in source.named(name, lo) if allowed(i, p)])
        if len(where) == 1 and ("(" not in name or widened(line, source.lines[where[0]])):
            return {i: where[0]}
    return {}


def _marked_block(source: Source, snippet: Snippet, chunk: Chunk, lo: int, where: list[int]) -> list[int]:
    """Of several lines ``where``, those in the block the chunk's indented marker stands in (all, past no such
    marker); in TOML, after a marker right under a chunk that ends on a table's header (``[terms.spring]`` / ``# …``
    / ``reading_week = 7``), those in that table."""
    if len(where) > 1 and (opener := marker_block(source, chunk, lo)) is not None:
        return [p for p in where if opener < p < source.block_end(opener)]
    if where and source.language == "toml" and chunk.before is not None and 0 < lo and \
            source.keys[lo - 1].startswith("[") and not any(
                x.startswith("[") for x in snippet.lines[chunk.start : chunk.end]):  # (keys only, no table header)
        end = next((q for q in range(lo, len(source.lines)) if source.keys[q].startswith("[")), len(source.lines))
        return [p for p in where if p < end]
    return where


def trailing_edit(source: Source, snippet: Snippet, chunk: Chunk, placed: dict[int, int], allowed
                  ) -> dict[int, int]:
    """The chunk's last line, before a marker, new and setting a name (``identity``) that an original line sets a
    little after the chunk's last placed line, at the same depth from it: that line's new version (``edits``),
    where the original lines between are no more than the chunk's new lines between (rewritten by them): a
    docstring rewritten above an edited first statement."""
    code = [i for i in range(chunk.end - chunk.start) if snippet.keys[chunk.start + i]]
    if chunk.after is None or not placed or not code or code[-1] <= max(placed):
        return {}
    i, last = code[-1], max(placed)
    line, bottom = snippet.lines[chunk.start + i], placed[last]
    name = identity(line)
    if name is None and (q := _opener_edited(source, snippet, chunk, i, last, bottom)) is not None:
        return {i: q} if allowed(i, q) else {}
    q = next((q for q in range(bottom + 1, len(source.lines)) if source.keys[q]), None)
    if i == last + 1 and q is not None and not source.keys[bottom].endswith((";", "{", "}", ",")) and \
            source.keys[q].endswith(";") and snippet.keys[chunk.start + i].endswith(";") and \
            source.widths[q] - source.widths[bottom] == width(line) - width(snippet.lines[chunk.start + last]) \
            and len(first_word(line)) > 1 and first_word(line) == first_word(source.lines[q]) and allowed(i, q):
        return {i: q}  # (the line that ends the statement the chunk's last placed line leaves open, ended anew)
    if name is None or name == "return" or "(" in name:
        return {}
    room = sum(1 for k in code if last < k < i)
    shift = width(line) - width(snippet.lines[chunk.start + last])
    passed = 0
    for q in range(bottom + 1, len(source.lines)):
        if not source.keys[q]:
            continue
        if source.widths[q] - source.widths[bottom] < min(shift, 1):
            return {}  # out of the block
        if identity(source.lines[q]) == name:
            ok = source.widths[q] - source.widths[bottom] == shift and edits(line, source.lines[q]) and allowed(i, q)
            return {i: q} if ok else {}
        passed += 1
        if passed > room:
            return {}
    return {}


def insertion(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk with no anchors: new code at the file's start when the snippet opens with it (its last line editing
    the file's first line of code replaces that), at the end of the file's code after a marker at the left margin
    with none below it (its first lines, too weak to anchor, that are the file's last lines of code, ``)``, restate
    those; its first line editing or wrapping the file's last line of code, ``return setmetatable(Queue, {`` for
    ``return Queue``, replaces that). None when nothing says where."""
    if chunk.before is None:
        mine = [i for i in range(chunk.end - chunk.start) if snippet.keys[chunk.start + i]]
        first = next((p for p in range(lo, len(source.lines)) if source.keys[p]), None)
        if lo == 0 and mine and first is not None and not is_weak(source.keys[first]) and \
                rewrites(snippet.lines[chunk.start + mine[-1]], source.lines[first]):
            return Spot(first, first + 1, {}, {mine[-1]: first})  # its last line edits the file's first: replaces it
        return Spot(lo, lo, {}, {})
    if chunk.before.depth or chunk.after is not None:
        return None
    end = len(source.lines)
    while end > lo and not source.lines[end - 1].strip():
        end -= 1
    mine = [i for i in range(chunk.end - chunk.start) if snippet.keys[chunk.start + i]]
    weak = next((n for n, i in enumerate(mine) if not is_weak(snippet.keys[chunk.start + i])), len(mine))
    theirs = [p for p in range(lo, end) if source.keys[p]][-weak:] if weak else []
    for k in range(len(theirs), 0, -1):  # the longest run of its first (weak) lines that ends the file
        if all(snippet.keys[chunk.start + i] == source.keys[p] for i, p in zip(mine[:k], theirs[-k:])):
            pairs = dict(zip(mine[:k], theirs[-k:]))
            return Spot(theirs[-k], end, pairs, {})
    if mine and end > lo and not is_weak(source.keys[end - 1]) and rewrites(snippet.lines[chunk.start + mine[0]],
                                                                             source.lines[end - 1]):
        return Spot(end - 1, end, {}, {mine[0]: end - 1})  # its first line edits the file's last: replaces it
    return Spot(end, end, {}, {})


def scoped(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk after an indented marker, with no anchors of its own: new code at the end of the block the marker
    stands in (opened by the last line above it that is less indented), its closing lines less indented than the
    marker that block's own. None when no such block is open there, or more of it follows (a marker as deep)."""
    lines, depth, opener = source.lines, chunk.before.depth, marker_block(source, chunk, lo)
    if opener is None or (chunk.after is not None and chunk.after.depth >= depth):
        return None
    end = source.block_end(opener)
    tail = chunk.end - chunk.start  # its closing lines less indented than its marker: the block's own
    while tail and is_closer(snippet.keys[chunk.start + tail - 1]) and width(snippet.lines[chunk.start + tail - 1]) < depth:
        tail -= 1
    closers = range(tail, chunk.end - chunk.start)
    pairs = {i: end + k for k, i in enumerate(closers)
             if end + k < len(lines) and source.keys[end + k] == snippet.keys[chunk.start + i]}
    if closers and len(pairs) != len(closers):
        return None  # (its closing lines close the block its marker stands in, or it fits nowhere)
    point = end
    while point > opener + 1 and not lines[point - 1].strip():
        point -= 1
    spot = Spot(end, end + len(closers), pairs, {}) if closers else Spot(point, point, {}, {})
    for i, p in zip(range(tail - 1, -1, -1), range(point - 1, opener, -1)):
        line = snippet.lines[chunk.start + i]
        same = snippet.keys[chunk.start + i] == source.keys[p]  # (before closing lines: restated or widened only)
        if not line.strip() or is_closer(snippet.keys[chunk.start + i]) or not (same or widened(line, lines[p]) or (
                not closers and edits(line, lines[p])) or i == tail - 1 and p == point - 1 and not any(
                    snippet.keys[chunk.start:chunk.start + i]) and _last_alike(line, lines[p])) or not may_stand_for(
                        snippet, chunk.start + i, source, p):
            break  # its last lines edit (restate) the block's last ones: they replace those
        spot.start = p
        if same:
            spot.pairs[i] = p
        else:
            spot.edits[i] = p
    return spot


def _last_alike(new: str, old: str) -> bool:
    """The block's last line before its closing lines rewritten by a chunk of that one line and the closing lines:
    the same first word, a ``return`` or a call, and alike (SIMILAR): ``return red:set(key, v, "EX",
    ttl_for(slot))`` for ``... "EX", DEFAULT_TTL)``."""
    return new.split()[:1] == old.split()[:1] and new.split()[0] in {"return", "yield", old.split("(")[0].strip()} \
        and similarity(new, old) >= SIMILAR


def _opener_edited(source: Source, snippet: Snippet, chunk: Chunk, i: int, last: int, bottom: int) -> int | None:
    """The chunk's last line ``i`` right after its last placed one (blank lines between), new, opens a block (``{``,
    ``:``) whose body the marker after it, deeper, stands for; the original's next line of code after the placed
    one opens a block with the same first word, as far from it: that line, which the new one rewrites (the
    marker's code is its body: a new block could hold none). ``for (const h of [...set]) {`` / ``// ... try/catch
    as before ...``."""
    line = snippet.lines[chunk.start + i]
    q = next((k for k in range(bottom + 1, len(source.lines)) if source.keys[k]), None)
    if q is None or any(snippet.keys[chunk.start + k] for k in range(last + 1, i)) or \
            not snippet.keys[chunk.start + i].endswith(("{", ":")) or \
            chunk.after.depth <= width(line) or not source.keys[q].endswith(("{", ":")):
        return None
    same = source.keys[q].split()[0] == snippet.keys[chunk.start + i].split()[0]
    shift = width(line) - width(snippet.lines[chunk.start + last])
    return q if same and source.widths[q] - source.widths[bottom] == shift else None


def chained_last(source: Source, snippet: Snippet, chunk: Chunk) -> dict[int, int]:
    """The snippet's last chunk, after a marker at the left margin, none of its lines in the original, whose first
    line chains onto the file's last line of code, a call at the margin (``main();`` now ``main().catch((err) =>
    {``): that line's new version, not new code after it."""
    if chunk.after is not None or chunk.before is None or chunk.before.depth:
        return {}
    last = next((p for p in reversed(range(len(source.lines))) if source.keys[p]), None)
    first = next((i for i in range(chunk.end - chunk.start) if snippet.keys[chunk.start + i]), None)
    if last is None or first is None or source.widths[last] or not source.keys[last].rstrip(";").endswith(")"):
        return {}
    return {first: last} if widened(snippet.lines[chunk.start + first], source.lines[last]) else {}
