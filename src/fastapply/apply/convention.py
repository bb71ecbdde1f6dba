"""The snippet convention at a chunk's edges (see docs/architecture.md): inside a chunk, consecutive
snippet lines are consecutive in the output, so a chunk's first (last) lines that equal the original lines
just before (after) its anchor are those lines, not new copies of them, and the original lines between
them and the anchor are deleted. Also the doubts that keep a placement from ``exact``: another placement the
convention allows (a nearer copy of an edge anchor, edge lines that also stand a little further off, a large
deletion between repeated lines), and the file-edge lines that pin a placement (short statements)."""

from __future__ import annotations

import re
from collections import Counter
from difflib import Match, SequenceMatcher
from itertools import pairwise

from fastapply.apply.anchors import Block, Chain
from fastapply.apply.lineindex import KeyIndex
from fastapply.apply.markers import _WEAK_WORDS, Chunk, encloses, is_weak, line_key, similarity

EDGE_SLACK = 3  # original lines an edge run may stand from its anchor beyond the chunk's other new lines
_EMPTY_COMMENT = re.compile(r"\s*(?:#+|//+|--+|;+|%+)\s*")


def edge_run(new: list[str], kept: list[str], head_side: bool, loose: bool = False) -> tuple[int, int] | None:
    """The chunk's edge lines ``new`` (listed from the chunk's edge inward) as original lines: the most leading
    ``new`` lines that equal original lines ending ``gap`` lines before the anchor (``kept`` are the original
    lines before the anchor, nearest last), the smallest gap first, a gap at most as long as the other new lines
    plus EDGE_SLACK. Returns (lines, gap), or None. ``loose``: any run, however weak, at most twice as far (a
    placement the convention allows too, which the merge did not take)."""
    keys = [line_key(x) for x in new]

    def strong(k: int) -> bool:
        between = new[k:]
        if head_side or not all(map(is_weak, keys[:k])) or encloses(between[::-1], new[:k][::-1]):
            return True
        opened = _opened(between)  # a weak closer after new lines that open nothing is the original one
        return opened < 0 or (opened == 0 and not any(line.rstrip().endswith(":") for line in between))

    for gap in range(min(len(kept), (2 if loose else 1) * len(new) + EDGE_SLACK)):
        end = len(kept) - gap
        for k in range(min(len(keys), end), 0, -1):
            if keys[:k] == kept[end - k : end] and any(keys[:k]) and (gap == 0 or loose or strong(k)):
                return k, gap
    return None


def is_statement(key: str) -> bool:
    """A short line that says something (``a = 1``, ``x()``), not a closer (``}``, ``</div>``, a fence, ``end``):
    a weak line, but one that pins a file-edge chunk when it equals the file's edge line."""
    bare = key.strip("{}()[];:,. ").lower()
    return any(map(str.isalnum, key)) and not key.startswith("</") and bare not in _WEAK_WORDS


def pinned_edit(new: list[str], kept: list[str]) -> bool:
    """``new`` lines that edit the ``kept`` lines one for one (both listed from the file's edge inward, blank
    lines skipped, as ``count_edits`` pairs them) and whose innermost line is a statement (or an empty comment,
    which no snippet adds) equal to its kept line: that line anchors the chunk, and the convention replaces the
    lines from it to the edge."""
    filled = (line_key(x) for x in kept if x.strip())  # read only as far as ``new`` goes: ``kept`` may be long
    pairs = list(zip((line_key(x) for x in new if x.strip()), filled))
    return bool(pairs) and pairs[-1][0] == pairs[-1][1] and (is_statement(pairs[-1][0])
                                                              or empty_comment(pairs[-1][0]))


def restates(new: list[str], rest: list[str]) -> bool:
    """Some ``new`` line equals one of the ``rest`` keys (a block's lines below the chunk's anchor, which an
    outdented marker after the chunk would leave out): the chunk restates that block, it does not only add
    lines at its top (where the marker stands for the block's rest, whatever its indentation)."""
    keys = set(filter(None, rest))
    return any(line_key(x) in keys for x in new)


def empty_comment(line: str) -> bool:
    """A line comment with nothing in it (``#``, ``//``): it says nothing, so a snippet shows it only as the file's
    own line, never as a new one."""
    return _EMPTY_COMMENT.fullmatch(line) is not None


def same_edge(
    chunk: Chunk, lines: list[str], keys: list[str], lo: int
) -> tuple[int, int, list[tuple[str, str]]] | None:
    """A chunk at a file edge whose lines there equal the file's (only weak lines, like ``a = 1``): those
    lines are its anchors, the rest of it is new beside them."""
    ckeys = [line_key(line) for line in chunk.lines]
    inward = (ckeys, keys) if chunk.open_end else (ckeys[::-1], keys[lo:][::-1])
    same = next((k for k, (a, b) in enumerate(zip(*inward)) if a != b), min(map(len, inward)))
    if not any(inward[0][:same]):
        return None
    start, end = (0, same) if chunk.open_end else (len(lines) - same, len(lines))
    at = range(same) if chunk.open_end else range(len(ckeys) - same, len(ckeys))
    anchors = [(chunk.lines[i], lines[start + k]) for k, i in enumerate(at)]
    below = keys[end : end + 2 * (len(ckeys) - same) + EDGE_SLACK][::-1]
    if chunk.open_end and (run := edge_run(chunk.lines[same:][::-1], below, False)):
        end += sum(run)
    elif chunk.open_start and (run := edge_run(chunk.lines[: len(ckeys) - same], keys[lo:start], True)):
        start -= sum(run)
    return start, end, anchors


def _opened(lines: list[str]) -> int:
    """Brackets the lines open and leave open (negative when they close more than they open)."""
    text = "".join(lines)
    return sum(map(text.count, "([{")) - sum(map(text.count, ")]}"))


def repeated_end(chunk: Chunk, keys: list[str], head: Block, tail: Block) -> str:
    """"first" ("last") when the chunk's first (last) line is an anchor whose lines occur again between the
    chain's ends: the chunk could start (end) at that copy, deleting less (more). A shorter end of the block
    (its first or last lines, not only weak ones) counts too where it occurs between the block and the nearest
    other anchor."""
    inner = keys[head.p + head.size : tail.p]
    ckeys = [line_key(x) for x in chunk.lines]
    last = tail.i + tail.size == len(chunk.lines)
    for name, block, at_edge in (("first", head, head.i == 0), ("last", tail, last)):
        run = ckeys[block.i : block.i + block.size]
        if not at_edge:
            continue
        if _occurs(run, inner):
            return name
        ends = [run[:k] if name == "first" else run[-k:] for k in range(1, len(run))]
        if ends := [end for end in ends if not all(map(is_weak, end))]:
            near = _near(ckeys, head, tail, inner, name)
            if any(_occurs(end, near) for end in ends):
                return name
    return ""


def restates_all(ckeys: list[str], keys: list[str], head: Block, tail: Block, threshold: float) -> bool:
    """Every non-blank original line between the chain's ends is restated by the chunk: equal to a chunk line,
    or edited by one (a chunk line aligned with it and like it, ``similarity`` at least ``threshold``; nowhere
    fewer chunk lines than original ones), so that reading deletes none of them. Where a ``repeated_end`` copy
    stands between, the other reading would keep those lines and write the chunk's again beside them."""
    ours = [k for k in ckeys[head.i + head.size : tail.i] if k]
    theirs = [k for k in keys[head.p + head.size : tail.p] if k]
    ops = SequenceMatcher(None, ours, theirs, autojunk=False).get_opcodes()
    return all(j2 - j1 <= i2 - i1 and all(any(similarity(a, b) >= threshold for a in ours[i1:i2]) for b in theirs[j1:j2])
               for tag, i1, i2, j1, j2 in ops if tag != "equal")


def _near(ckeys: list[str], head: Block, tail: Block, inner: list[str], name: str) -> list[str]:
    """The original lines between the chain's ``name`` ("first"/"last") block and its nearest other anchor."""
    middle = [m for m in SequenceMatcher(None, ckeys[head.i + head.size : tail.i], inner, autojunk=False)
              .get_matching_blocks() if m.size and any(inner[m.b : m.b + m.size])]
    if not middle:
        return inner
    return inner[: middle[0].b] if name == "first" else inner[middle[-1].b + middle[-1].size :]


def _occurs(run: list[str], keys: list[str]) -> bool:
    return any(keys[p : p + len(run)] == run for p in range(len(keys) - len(run) + 1) if keys[p] == run[0])


def edge_runs(
    chunk: Chunk, keys: list[str], lo: int, new: tuple[list[str], list[str]], chain: tuple[int, int],
    span: tuple[int, int],
) -> tuple[int, int, list[str], list[tuple[int, str]]]:
    """``span`` (the original lines the chunk replaces) widened by ``edge_run`` on each open side where the
    chunk's ``new`` lines (before, after its anchors) stand beyond the anchor ``chain`` ([head, tail end) in the
    original), what was deleted between them and the anchors, and the doubts: edge lines that are new where
    ``edge_run(loose=True)`` could take them as original lines (the span's edge that reading gives, and why)."""
    (start, end), (before, after), gaps, doubts = span, new, [], []
    if chunk.open_start and start == chain[0] and before:
        if run := edge_run(before, keys[lo:start], True):
            start -= sum(run)
            gaps += [f"its first {run[0]} line(s) stand {run[1]} above its anchors"] if run[1] else []
        elif run := edge_run(before, keys[lo:start], True, loose=True):
            doubts.append((start - sum(run), f"its first {run[0]} line(s) also stand {run[1]} above its anchors"))
    below = keys[end : end + 3 * len(after) + EDGE_SLACK][::-1]
    if chunk.open_end and end == chain[1] and after:
        if run := edge_run(after[::-1], below, False):
            end += sum(run)
            gaps += [f"its last {run[0]} line(s) stand {run[1]} below its anchors"] if run[1] else []
        elif (run := edge_run(after[::-1], below, False, loose=True)) and any(
                any(map(str.isalnum, x)) for x in after[len(after) - run[0] :]):  # not a lone closer: `else:`
            doubts.append((end + sum(run), f"its last {run[0]} line(s) also stand {run[1]} below its anchors"))
    return start, end, gaps, doubts


def loose_link(chunk: tuple[str, ...], region: list[str], matched: list[Match], counts: Counter[str]) -> str:
    """Two runs of chunk lines, matched in ``region`` (the original lines the chunk replaces), made only of lines
    that occur more than once in the file (``counts``), with a few new lines between them and over EDGE_SLACK
    more original lines deleted there: either run could be another copy, and the chunk an insertion. Likewise a
    first run of repeated lines whose first line the chunk repeats further on, with original lines replaced
    right below it: the chunk may add a new copy of a repeated block (``add_argument(`` ... ``add_argument(``)
    rather than edit the copy it matched."""
    ckeys = [line_key(x) for x in chunk]
    runs = [m for m in matched if any(ckeys[m.a : m.a + m.size])]

    def repeated(m: Match) -> bool:
        return all(counts[key] > 1 for key in ckeys[m.a : m.a + m.size] if key)

    for x, y in pairwise(runs):
        new, deleted = y.a - x.a - x.size, y.b - x.b - x.size
        if 0 < new and deleted > new + EDGE_SLACK and repeated(x) and repeated(y):
            before = next(line for line in reversed(chunk[x.a : x.a + x.size]) if line.strip()).strip()
            after = next(line for line in chunk[y.a : y.a + y.size] if line.strip()).strip()
            return f"deleted {deleted} lines between {before!r} and {after!r}, which stand elsewhere too"
    if (again := first_again(chunk, matched, counts)) is not None:
        first, deleted, at = again
        return f"its first line {first!r} stands elsewhere too and comes again in it: replaced {deleted} line(s)" \
               f" below it, or new?{'' if at is not None else ' (its copy further on matches none)'}"
    return ""


def first_again(
    chunk: tuple[str, ...], matched: list[Match], counts: Counter[str]
) -> tuple[str, int, int | None] | None:
    """A chunk that opens with a run of repeated lines (``counts``) whose first line it repeats further on, with
    original lines replaced right below that run: (its first line, the lines replaced, where the region line
    that its repeat matched stands, or None when it matched none). The other reading takes the chunk's lines
    above its repeat as new, inserted above that region line, and keeps the region's lines above it."""
    ckeys = [line_key(x) for x in chunk]
    runs = [m for m in matched if any(ckeys[m.a : m.a + m.size])]
    if len(runs) < 2 or any(ckeys[: runs[0].a]):
        return None
    x = runs[0]
    if not all(counts[key] > 1 for key in ckeys[x.a : x.a + x.size] if key):
        return None
    first = next(line for line in chunk[x.a : x.a + x.size] if line.strip()).strip()
    deleted = runs[1].b - x.b - x.size
    if deleted <= 0 or runs[1].a <= x.a + x.size or line_key(first) not in ckeys[x.a + x.size :]:
        return None
    repeat = ckeys.index(line_key(first), x.a + x.size)
    at = next((m.b + repeat - m.a for m in runs if m.a <= repeat < m.a + m.size), None)
    return first, deleted, at


def reaches_edges(chunk: Chunk, keys: list[str], lo: int, chain: Chain) -> bool:
    """The ``chain`` can place the chunk under the edge rule: with no marker before (after) it, the chunk reaches
    the file's start (end), dropping only blank lines or at most EDGE_SLACK more lines than it brings new there."""
    above, new_above = keys[lo : chain.head.p], chain.head.i
    below, new_below = keys[chain.tail.p + chain.tail.size :], len(chunk.lines) - chain.tail.i - chain.tail.size
    return all(open_side or not any(kept) or (new and len(kept) - new <= EDGE_SLACK)
               for open_side, kept, new in ((chunk.open_start, above, new_above), (chunk.open_end, below, new_below)))


def unique_positions(keys: list[str]) -> dict[str, int]:
    """The position of every strong key that occurs exactly once in ``keys``."""
    seen: dict[str, int] = {}
    for position, key in enumerate(keys):
        seen[key] = -1 if key in seen else position
    return {key: position for key, position in seen.items() if position >= 0 and key and not is_weak(key)}


def moved_into(new: list[str], unique: dict[str, int], keys: list[str], start: int, end: int) -> str | None:
    """A line of ``new`` that occurs once in the original (``unique``), inside ``(start, end)``: taking it as
    new would move it, which edits rarely do; more likely the chain anchored on the wrong copies."""
    for line in new:
        if start < unique.get(line_key(line), -1) < end:
            return line.strip()
    inside = set(keys[start:end])
    for a, b in pairwise(new):
        if line_key(a) in inside and line_key(b) in inside and not (is_weak(line_key(a)) or is_weak(line_key(b))):
            return a.strip()
    return None


def keeps_order(ckeys: list[str], keys: KeyIndex, chain: Chain) -> bool:
    """No chunk line outside the ``chain`` that occurs exactly once in the file (weak ones too: ``) -> int: ...``)
    stands on the wrong side of it: a line before the chain's head must stand before its place, one after its
    tail after it."""
    for i, key in enumerate(ckeys):
        outside = i < chain.head.i or i >= chain.tail.i + chain.tail.size
        where = keys.positions.get(key, ()) if key and outside else ()
        if len(where) == 1 and (i < chain.head.i) != (where[0] < chain.head.p):
            return False
    return True
