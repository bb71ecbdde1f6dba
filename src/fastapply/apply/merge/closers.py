"""The closing lines that open a chunk after an indented marker: they close the block the marker stands in, or
blocks around it (:mod:`fastapply.apply.merge.place` places them before any anchor).
"""

from __future__ import annotations

from .beyond import widened
from .lines import is_closer, width
from .snippet import Chunk, Snippet
from .source import Source

__all__ = ["leading_closers", "marker_block"]


def marker_block(source: Source, chunk: Chunk, lo: int) -> int | None:
    """The line that opens the block the chunk's indented marker stands in: the last line above ``lo`` less indented
    than the marker; with none (the snippet opens with the marker) and no marker after the chunk, the last such
    line that opens a block reaching the end of the file's code (a method added to the file's last class). None
    after a marker at the left margin, or with no such line."""
    if chunk.before is None or not chunk.before.depth:
        return None
    depth = chunk.before.depth
    found = next((p for p in range(lo - 1, -1, -1) if source.lines[p].strip() and source.widths[p] < depth), None)
    if found is not None or lo or chunk.after is not None:
        return found
    code = source.code
    last = next((p for p in reversed(code) if source.widths[p] < depth), None)
    if last is None or not source.keys[last].endswith((":", "{")) and not is_closer(source.keys[last]):
        return None
    if is_closer(source.keys[last]):  # a braced block ending the file: the line that opens it
        return next((p for p in reversed(code[: code.index(last)]) if source.widths[p] <= source.widths[last]), None)
    return last if source.block_end(last) >= len(source.lines) else None


def leading_closers(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> dict[int, int]:
    """The chunk's first lines that close the block its indented marker stands in (closers less indented than the
    marker; first, one as deep as the marker where that block's last line is that closer), on that block's own
    closing lines."""
    opener = marker_block(source, chunk, lo)
    if opener is None:
        return {}
    end, depth, pairs = source.block_end(opener), chunk.before.depth, {}
    last = next((q for q in range(end - 1, lo - 1, -1) if source.lines[q].strip()), None)
    own = int(last is not None and is_closer(source.keys[last]) and source.widths[last] == depth and width(
        snippet.lines[chunk.start]) == depth and snippet.keys[chunk.start] == source.keys[last])
    if own:  # (a closer as deep as the marker: Swift's ``switch``, whose cases stand as deep as its braces)
        pairs[0] = last
    line = snippet.lines[chunk.start]
    if not own and end < len(source.lines) and snippet.keys[chunk.start][:1] in "})]" and width(line) < depth and \
            source.keys[end][:1] == snippet.keys[chunk.start][:1] and widened(line, source.lines[end]):
        return {0: end}  # (that block's closing line, given more: ``}, [siteId, reloadKey]);``, an edit of it)
    for i in range(own, chunk.end - chunk.start):
        line = snippet.lines[chunk.start + i]
        if not is_closer(snippet.keys[chunk.start + i]) or width(line) >= depth:
            break
        if end + i - own >= len(source.lines) or source.keys[end + i - own] != snippet.keys[chunk.start + i] or (
                last is not None and depth - width(line) != source.widths[last] - source.widths[end + i - own]):
            return _outer_closers(source, snippet, chunk, lo) if not own else pairs  # (not its closer: as far
            # out from the marker as that closing line is from the block's last line, or it closes an outer block)
        pairs[i] = end + i - own
    return pairs


def _outer_closers(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> dict[int, int]:
    """The chunk's first lines that close blocks outside the one its indented marker stands in (a ``case`` with no
    braces of its own, then the ``}`` of the ``{`` around the cases): each on the closing line of the block that
    the last line above ``lo`` as deep as it, opening a block, opens; in order, one after another."""
    pairs, at = {}, lo
    for i in range(chunk.end - chunk.start):
        line, key = snippet.lines[chunk.start + i], snippet.keys[chunk.start + i]
        if not is_closer(key) or width(line) >= chunk.before.depth:
            break
        opener = next((p for p in range(lo - 1, -1, -1) if source.keys[p] and source.widths[p] <= width(line)), None)
        if opener is None or source.widths[opener] != width(line) or not source.keys[opener].endswith(("{", "(", "[")):
            return {}
        end = source.block_end(opener)
        if end < at or end >= len(source.lines) or source.keys[end] != key:
            return {}
        pairs[i], at = end, end + 1
    return pairs
