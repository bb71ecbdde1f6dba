"""Placement: where each chunk of the snippet goes, read as a certificate. Placement may guess; what is written is
decided by the certifier (:mod:`fastapply.apply.merge.certify`).

Chunks are placed in order, each after the one before. A chunk stands on its *anchors*: its lines that restate
original lines, in the same order (the best chain of them, :mod:`fastapply.apply.merge.anchors`); a line inside a
declaration of the snippet anchors only inside the original declaration of that name, so a new function's lines
never land in a similar old one. Its slice of the original runs from its first anchor to its last, widened by
*edits*: new lines beside its first (last) anchor that set the same name as the original lines beside it
(``identity``) replace those lines, one for one. A chunk without anchors is new code, put where its marker's
scope ends: the end of the file after a marker at the left margin, the end of the enclosing block after an
indented one (its closing lines, ``}``, are that block's own).

Where a chunk fits several places equally well, that is a *choice*: ``choices[k]`` picks the option of the
k-th choice met (default the first); :mod:`fastapply.apply.merge.readings` tries the others.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .anchors import chunk_chains, slid
from .blanks import blanks
from .certificate import WRITE, Certificate, Piece
from .closers import leading_closers
from .commas import comma_rule
from .heads import heads
from .keeps import keeps
from .lines import is_closer, is_weak, width
from .named import named_point, run_end
from .reflowed import rewritten_edges
from .scopes import stands_for
from .sibling_blocks import new_sibling, stands_once
from .snippet import Chunk, Snippet
from .source import Source
from .unanchored import chained_last, edge_pairs, identity_anchor, insertion, scoped, trailing_edit
from .widen import beyond, comment_block, doc_comment, last_member, restate, whole_file, widen
from .write import Spot, written

__all__ = ["Placement", "place"]


@dataclass(slots=True)
class Placement:
    certificate: Certificate | None
    lines: list[str] | None  # the lines it describes (None: no place found)
    error: str = ""  # why not
    notes: list[str] = field(default_factory=list)  # what it guessed, for the explanation
    options: list[int] = field(default_factory=list)  # per choice met, how many options it had
    fallback: list[int] = field(default_factory=list)  # the choices whose other options are tried only as a fallback
    late: list[int] = field(default_factory=list)  # fallbacks tried only where no other fallback reading is certified


def place(source: Source, snippet: Snippet, choices: tuple[int, ...] = ()) -> Placement:
    """The snippet placed in the source (see the module docstring)."""
    found = Placement(None, None)
    pieces: list[Piece] = []
    pending, lo = [], 0  # (the items, markers and edge blanks, since the last chunk; where the next chunk may start)
    for item in snippet.items:
        if item.chunk is None:
            pending.append(item)
            continue
        chunk = item.chunk
        spot = _spot(source, snippet, chunk, lo, choices, found)
        if spot is None:
            first = snippet.lines[chunk.start].strip()
            found.error = f"chunk {chunk.number} ({first!r}, snippet line {chunk.start + 1}) fits nowhere after " \
                          f"original line {lo}: no line of it stands in the original there, and no marker says where"
            return found
        pieces += keeps(source, pending, chunk.start, lo, spot.start, (bool(pieces), True))
        pieces.append(Piece(WRITE, (chunk.start, chunk.end), (spot.start, spot.end),
                            written(source, snippet, chunk, spot), chunk=chunk.number))
        pending, lo = [], spot.end
    pieces += keeps(source, pending, len(snippet.lines), lo, len(source.lines), (bool(pieces), False))
    found.certificate = Certificate(tuple(pieces), comma_rule(source))
    found.lines = found.certificate.render(source.lines)
    return found


def _spot(source: Source, snippet: Snippet, chunk: Chunk, lo: int, choices, found: Placement) -> Spot | None:
    """Where ``chunk`` goes in the original, at or after line ``lo``."""
    ckeys = snippet.keys[chunk.start : chunk.end]
    allowed = stands_for(snippet, source, chunk.start)
    pairs = leading_closers(source, snippet, chunk, lo)  # the end of the block its indented marker stands in
    fixed, sibling_cut = (False, False), False
    k, after = len(pairs), max(pairs.values(), default=lo - 1) + 1
    options = chunk_chains(source, snippet, chunk, k, after)
    if options:
        tied = [c for c in options if c.score() == options[0].score()]
        chain = tied[_choose(found, choices, len(tied))]
        if len(tied) > 1:
            found.notes.append(f"chunk {chunk.number} fits {len(tied)} places equally well")
        rare = max(options, key=lambda c: c.score()[1])  # (the place its lines that stand once put it)
        if rare.score()[1] >= 2 > chain.score()[1] and _choose(found, choices, 2, fallback=True):
            chain = rare
            found.notes.append(f"chunk {chunk.number}: placed by its lines that stand once in the original")
        pairs = dict(pairs)  # (then the chain's anchors, a block at a time: one C-level update per block)
        for b in slid(source, ckeys[k:], chain.blocks):
            pairs.update(zip(range(b.i + k, b.i + k + b.size), range(b.p, b.p + b.size)))
        pairs = _moved(source, snippet, chunk, pairs)
        pinned = None if _whole_file(source, snippet, pairs) else _pinned_part(source, snippet, chunk, pairs, after, k)
        if pinned is not None and _choose(found, choices, 2):  # the other reading: its repeated edge lines are new
            pairs, fixed = pinned
            found.notes.append(f"chunk {chunk.number}: read with its repeated edge lines as new")
        elif pinned is None and _late_append(source, chunk, pairs, found, choices, closers=False):
            return insertion(source, snippet, chunk, lo)
        else:
            sure, maybe = rewritten_edges(source, snippet, chunk, pairs, after, allowed)
            pairs.update(sure)
            if maybe and _choose(found, choices, 2, fallback=True):
                pairs.update(maybe)
                found.notes.append(f"chunk {chunk.number}: read with its edge lines on the block they rewrite")
        if (tail := _before_tail(source, snippet, chunk, pairs)) is not None and \
                _choose(found, choices, 2, late=True):
            pairs, fixed = tail, (True, fixed[1])
            found.notes.append(f"chunk {chunk.number}: read as new code before the file's last lines, which it ends on")
        if (beside := new_sibling(source, snippet, chunk, pairs, lo)) is not None and \
                _choose(found, choices, 2, fallback=True):
            pairs, fixed, sibling_cut = beside[0], (fixed[0] or beside[1][0], fixed[1] or beside[1][1]), beside[1][1]
            found.notes.append(f"chunk {chunk.number}: read with a block of it new, beside the other")
    if not pairs:  # (a chunk of weak lines only: where the file has them once after the chunk before)
        pairs = _weak_run(source, snippet, chunk, lo)
    if not pairs and chunk.before is not None and chunk.before.depth and (inside := scoped(source, snippet, chunk, lo)):
        last_member(source, snippet, chunk, inside, allowed)
        if inside.edits:
            doc_comment(source, snippet, chunk, lo, inside)
        return inside
    if not pairs:
        pairs = edge_pairs(source, snippet, chunk, lo, allowed)
        if _late_append(source, chunk, pairs, found, choices):
            return insertion(source, snippet, chunk, lo)
    elif chunk.after is None and max(pairs) < chunk.end - chunk.start - 1:  # its last lines: the file's last ones?
        tail = edge_pairs(source, snippet, chunk, max(pairs.values()) + 1, allowed, ends_only=True)
        pairs.update({i: p for i, p in tail.items() if i > max(pairs)})
    edits = identity_anchor(source, snippet, chunk, lo, allowed) if not pairs else {}
    if not sibling_cut:  # (a block of it read as new beside the other edits nothing beyond it)
        edits.update(trailing_edit(source, snippet, chunk, {**pairs, **edits}, allowed))
    edits = edits if pairs or edits else chained_last(source, snippet, chunk)  # (``main();`` now ``main().catch(``)
    if not pairs and not edits:
        if all(k in source.keys.positions for k in ckeys if k):
            return None  # its lines stand in the original, none where it could go: not new code
        return insertion(source, snippet, chunk, lo) or named_point(source, snippet, chunk, lo) or \
            run_end(source, snippet, chunk, lo)
    fixed = fixed if options else (False, False)
    spot = Spot(min([*pairs.values(), *edits.values()]), max([*pairs.values(), *edits.values()]) + 1, pairs, edits)
    spot.fixed = fixed
    wrapped = _wrapped(source, snippet, chunk, pairs)
    for i, p in list(pairs.items()):  # the same words spaced otherwise inside the line: an edit of its spacing
        if (line := snippet.lines[chunk.start + i]) != source.lines[p] and line.strip() != source.lines[p].strip() \
                or i in wrapped:
            del pairs[i]
            edits[i] = p
    blanks(source, snippet, chunk, spot)
    comment_block(source, snippet, chunk, spot)
    widen(source, snippet, chunk, lo, spot, allowed)
    heads(source, snippet, chunk, lo, spot, allowed)
    doc_comment(source, snippet, chunk, lo, spot)
    restate(source, snippet, chunk, spot)
    beyond(source, snippet, chunk, spot)
    if not snippet.has_markers:
        whole_file(source, snippet, chunk, spot)
    for i, p in list(spot.edits.items()):  # (an edit that is the original line itself, too weak to anchor:
        if snippet.lines[chunk.start + i] == source.lines[p] and i not in spot.pairs:  # restated)
            spot.pairs[i] = spot.edits.pop(i)
    return spot


def _wrapped(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int]) -> set[int]:
    """Anchors the snippet moves deeper into a block one of its new lines opens (``main()`` wrapped in a new ``if
    (require.main === module) {``), or into an anchor so moved: edits of their depth, written as the snippet has
    them. Only where the snippet indents as the file does."""
    if source.style != snippet.style:
        return set()
    lines, out = snippet.lines[chunk.start : chunk.end], set()
    for i, p in pairs.items():
        shift = width(lines[i]) - source.widths[p]
        if shift <= 0 or not source.lines[p].strip():
            continue
        j = next((j for j in range(i - 1, -1, -1) if lines[j].strip() and width(lines[j]) <= source.widths[p]), None)
        if j is not None and (j in out and width(lines[j]) - source.widths[pairs[j]] == shift or j not in pairs and
                              width(lines[j]) == source.widths[p] and _opens(lines[j])):
            out.add(i)
    return out


def _opens(line: str) -> bool:
    """The line opens a block: it ends with a bracket or a colon, or is an opening tag (``<div class="x">``)."""
    key = line.strip()
    return key.endswith(("{", ":", "(", "[")) or key.startswith("<") and key.endswith(">") and not key.startswith(
        "</") and not key.endswith("/>") and "</" not in key


def _whole_file(source: Source, snippet: Snippet, pairs: dict[int, int]) -> bool:
    """A snippet with no markers whose anchors reach the file's first and last lines: the whole new file (its edge
    lines are the file's own, never new lines beside them: no other reading)."""
    return not snippet.has_markers and bool(pairs) and not any(source.keys[:min(pairs.values())]) and \
        not any(source.keys[max(pairs.values()) + 1:])


def _late_append(source: Source, chunk: Chunk, pairs: dict[int, int], found: Placement, choices,
                   closers: bool = True) -> bool:
    """Whether the reading taken reads as new code at the file's end (the other option of a late choice it sets)
    the last chunk, after a marker at the left margin, with none after it, whose only anchors are lines the file
    has more than once (``closers``: closing lines, ``}``)."""
    if not pairs or chunk.after is not None or chunk.before is None or chunk.before.depth or not all(
            (is_closer(source.keys[p]) or not closers) and source.keys.count(source.keys[p], 0, len(source.lines)) > 1
            for p in pairs.values()) or not _choose(found, choices, 2, late=True):
        return False
    found.notes.append(f"chunk {chunk.number}: read as new code at the file's end, its repeated lines new")
    return True


def _pinned_part(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int], lo: int, closing: int):
    """The other reading of a chunk whose first (last) anchors stand elsewhere too: only its anchors from the
    declaration that holds its first line that stands once (to the end of the one that holds its last), the lines
    outside new; and which sides were cut. None when no anchor stands once, or there is nothing to cut. The
    first ``closing`` lines (the block its indented marker stands in, closed) stay."""
    lead = {i: p for i, p in pairs.items() if i < closing}
    pairs = {i: p for i, p in pairs.items() if i >= closing}
    once = [i for i, p in pairs.items() if source.keys.count(source.keys[p], lo, len(source.lines)) == 1
            and source.keys[p]]
    if not once:
        return None
    first = min(once)
    heads = snippet.heads(chunk.start + first)
    first = min(first, heads[-1] - chunk.start) if heads and heads[-1] >= chunk.start else first
    last = max(once)
    kept = {i: p for i, p in pairs.items() if first <= i and (i <= last or not snippet.paths[chunk.start + i]
                                                             or snippet.heads(chunk.start + i) == heads)}
    if not kept:
        return None
    cut = (min(pairs) < first, max(pairs) > max(kept))
    return ({**lead, **kept}, cut) if any(cut) else None


def _before_tail(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int]) -> dict[int, int] | None:
    """The other reading of the snippet's last chunk, after a marker at the left margin, that ends on the file's
    last lines of code (one of them found once: ``module.exports = router;``): new code before those, only they
    anchored (a route appended after like routes, its lines alike theirs). None for any other chunk."""
    if chunk.after is not None or chunk.before is None:
        return None
    mine = [i for i in range(chunk.end - chunk.start) if snippet.keys[chunk.start + i]]
    theirs = [p for p in source.code if source.keys[p]]
    run, outer = {}, bool(chunk.before.depth)  # outer: the marker stands inside the block the file's last line closes
    for i, p in zip(reversed(mine), reversed(theirs)):
        if snippet.keys[chunk.start + i] != source.keys[p] or is_weak(source.keys[p]):
            break  # (not into the closing lines of the last block: the new code goes after that block)
        run[i] = p
    if outer and not run and mine and theirs and is_closer(source.keys[theirs[-1]]) and \
            not width(source.lines[theirs[-1]]) and snippet.lines[chunk.start + mine[-1]] == source.lines[theirs[-1]] \
            and not (len(mine) > 1 < len(theirs) and snippet.keys[chunk.start + mine[-2]] == source.keys[theirs[-2]]
                     and not is_weak(source.keys[theirs[-2]])):
        return {mine[-1]: theirs[-1]}  # (a new item before the file's last closer, ``return {`` ... ``}``; not
        # where the chunk restates the line above that closer: its own anchors place it)
    if outer or not run or len(run) == len(mine) or run == pairs or all(
            source.keys.count(source.keys[p], 0, len(source.lines)) > 1 for p in run.values()):
        return None
    return run


def _weak_run(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> dict[int, int]:
    """A chunk of weak lines only (a YAML ``---`` between two documents' markers) stands where the original has its
    lines, line for line, once after the chunk before it."""
    keys = snippet.keys[chunk.start : chunk.end]
    code = [i for i, key in enumerate(keys) if key]
    if not code or chunk.before is None or chunk.after is None or not all(is_weak(keys[i]) for i in code):
        return {}
    return stands_once(source, keys, code[0], len(keys), lo) or {}


def _choose(found: Placement, choices: tuple[int, ...], n: int, fallback: bool = False, late: bool = False) -> int:
    """The option taken at the next choice point (of ``n`` options; a single option is no choice; ``fallback``:
    its other options are tried only where no reading with its first is certified; ``late``: only where no other
    fallback reading is either)."""
    if n < 2:
        return 0
    k = len(found.options)
    found.options.append(n)
    found.fallback += [k] * (fallback or late)
    found.late += [k] * late
    return choices[k] % n if k < len(choices) else 0


def _moved(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int]) -> dict[int, int]:
    """Anchors without the lines the snippet moves to another depth than the chunk's first and last anchors keep
    (where it meets the code around it; where those two differ, than most anchors keep, the unshifted depth first
    at a tie): a body wrapped in a ``try``, a loop moved out of an ``if`` after a new guard clause. Those are
    edits, written as the snippet has them. Only where the snippet indents as the file does."""
    if source.style != snippet.style or len(pairs) < 3:
        return pairs
    shifts = {i: width(snippet.lines[chunk.start + i]) - source.widths[p] for i, p in pairs.items()
              if source.lines[p].strip()}
    if not shifts:
        return pairs
    edges = {shifts[min(shifts)], shifts[max(shifts)]}  # (where the chunk meets the code around it)
    counts = Counter(shifts.values())  # (equally many: the snippet's own depth, unshifted)
    usual = edges.pop() if len(edges) == 1 else max(counts, key=lambda s: (counts[s], s == 0))
    return {i: p for i, p in pairs.items() if shifts.get(i, usual) == usual}


