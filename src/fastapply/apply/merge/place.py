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
from difflib import SequenceMatcher

from .anchors import chains
from .certificate import KEEP, WRITE, Certificate, Piece
from .commas import commas
from .lines import edits, identity, is_closer, restates_beyond, width
from .scopes import may_stand_for
from .snippet import Chunk, Snippet
from .source import Source
from .write import Spot, written

__all__ = ["Placement", "place"]

WHOLE_EDGE = 3  # a marker-less snippet placed among the file's first and last this many lines of code is the file



@dataclass(slots=True)
class Placement:
    certificate: Certificate | None
    lines: list[str] | None  # the lines it describes (None: no place found)
    error: str = ""  # why not
    notes: list[str] = field(default_factory=list)  # what it guessed, for the explanation
    options: list[int] = field(default_factory=list)  # per choice met, how many options it had


def place(source: Source, snippet: Snippet, choices: tuple[int, ...] = ()) -> Placement:
    """The snippet placed in the source (see the module docstring)."""
    found = Placement(None, None)
    pieces: list[Piece] = []
    pending = []  # the items (markers, edge blanks) since the last chunk
    lo = 0
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
        pieces += _keeps(source, pending, chunk.start, lo, spot.start)
        pieces.append(Piece(WRITE, (chunk.start, chunk.end), (spot.start, spot.end),
                            written(source, snippet, chunk, spot), chunk=chunk.number))
        pending, lo = [], spot.end
    pieces += _keeps(source, pending, len(snippet.lines), lo, len(source.lines))
    found.certificate = Certificate(tuple(pieces), _comma_rule(source))
    found.lines = found.certificate.render(source.lines)
    return found


def _comma_rule(source: Source) -> str:
    """JSON's commas are set by rule when the file follows one (a comma after every member another follows, and
    after last members too where it writes them): a last member shown without its comma is the same member."""
    if source.language != "json":
        return ""
    bare = [x[:-1] if x.rstrip().endswith(",") else x for x in (y.rstrip() for y in source.lines)]
    for rule in ("members", "trailing"):
        if commas(bare, rule == "trailing") == [x.rstrip() for x in source.lines]:
            return rule
    return ""


def _keeps(source: Source, items, at: int, lo: int, hi: int) -> list[Piece]:
    """Keep pieces for the marker (and edge blank) items before a chunk: together they stand for original lines
    [lo, hi), the first for all of it, the others for none, but a deletion marker among others for the slice of
    what it removes (those before it for the lines above, the next for those below); with no items, an edge keep
    at snippet line ``at``."""
    if not items:
        return [Piece(KEEP, (at, at), (lo, hi))]
    cuts = [lo] + [hi] * len(items)
    for n, item in enumerate(items):
        if n and item.marker is not None and item.marker.removes and (named := _removed(source, item.marker.removes,
                                                                                        (lo, hi))):
            start, end = named[0][0], named[-1][1]
            cuts = [lo, *[start] * n, *[end] * bool(n + 1 < len(items)), *[hi] * (len(items) - n - bool(n + 1 < len(items)))]
            break
    pieces = []
    for n, item in enumerate(items):
        span, marker = (cuts[n], cuts[n + 1]), item.marker
        removed = _removed(source, marker.removes, span) if marker is not None and marker.removes else ()
        pieces.append(Piece(KEEP, (item.start, item.end), span, marker=marker.line if marker else None,
                            removed=removed))
    return pieces


def _removed(source: Source, names: tuple[str, ...], span: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The slices of the declarations named ``names`` that lie whole in ``span``, with the blank lines after them."""
    out = []
    for path, decl in source.flat:
        if path[-1][1].rsplit(".", 1)[-1] in names and span[0] <= decl.start and decl.end <= span[1] and \
                not any(a <= decl.start < b for a, b in out):
            end = decl.end
            while end < span[1] and not source.lines[end].strip():
                end += 1
            out.append((decl.start, end))
    return tuple(sorted(out))


def _spot(source: Source, snippet: Snippet, chunk: Chunk, lo: int, choices, found: Placement) -> Spot | None:
    """Where ``chunk`` goes in the original, at or after line ``lo``."""
    ckeys = snippet.keys[chunk.start : chunk.end]
    cwidths = [width(x) for x in snippet.lines[chunk.start : chunk.end]]
    allowed = _allowed(source, snippet, chunk.start)
    pairs = _leading_closers(source, snippet, chunk, lo)  # the end of the block its indented marker stands in
    fixed = (False, False)
    k, after = len(pairs), max(pairs.values(), default=lo - 1) + 1
    options = chains(ckeys[k:], source.keys, source.widths, cwidths[k:], after, len(source.lines),
                     _allowed(source, snippet, chunk.start + k))
    if options:
        tied = [c for c in options if c.score() == options[0].score()]
        chain = tied[_choose(found, choices, len(tied))]
        if len(tied) > 1:
            found.notes.append(f"chunk {chunk.number} fits {len(tied)} places equally well")
        found_pairs = _fill(chain, ckeys[k:], source.keys, _allowed(source, snippet, chunk.start + k))
        pairs = _moved(source, snippet, chunk, {**pairs, **{i + k: p for i, p in found_pairs.items()}})
        if (pinned := _pinned_part(source, snippet, chunk, pairs, after, k)) is not None and \
                _choose(found, choices, 2):  # the other reading: its repeated edge lines are new, not those
            pairs, fixed = pinned
            found.notes.append(f"chunk {chunk.number}: read with its repeated edge lines as new")
    if not pairs and chunk.before is not None and chunk.before.depth and (scoped := _scoped(source, snippet, chunk, lo)):
        return scoped
    if not pairs:
        pairs = _edge_pairs(source, snippet, chunk, lo, allowed)
    elif chunk.after is None and max(pairs) < chunk.end - chunk.start - 1:  # its last lines: the file's last ones?
        tail = _edge_pairs(source, snippet, chunk, max(pairs.values()) + 1, allowed, ends_only=True)
        pairs.update({i: p for i, p in tail.items() if i > max(pairs)})
    edits = _identity_anchor(source, snippet, chunk, lo, allowed) if not pairs else {}
    if not pairs and not edits:
        if all(k in source.keys.positions for k in ckeys if k):
            return None  # its lines stand in the original, none where it could go: not new code
        return _insertion(source, snippet, chunk, lo)
    fixed = fixed if options else (False, False)
    spot = Spot(min([*pairs.values(), *edits.values()]), max([*pairs.values(), *edits.values()]) + 1, pairs, edits)
    spot.fixed = fixed
    for i, p in list(pairs.items()):  # the same words spaced otherwise inside the line: an edit of its spacing
        if snippet.lines[chunk.start + i].strip() != source.lines[p].strip():
            del pairs[i]
            edits[i] = p
    _blanks(source, snippet, chunk, spot)
    _widen(source, snippet, chunk, lo, spot, allowed)
    _restate(source, snippet, chunk, spot)
    _beyond(source, snippet, chunk, spot)
    if not snippet.has_markers:
        _whole_file(source, spot)
    return spot


def _opener(source: Source, chunk: Chunk, lo: int) -> int | None:
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
    code = [i for i, x in enumerate(source.lines) if x.strip()]
    last = next((p for p in reversed(code) if source.widths[p] < depth), None)
    if last is None or not source.keys[last].endswith((":", "{")) and not is_closer(source.keys[last]):
        return None
    if is_closer(source.keys[last]):  # a braced block ending the file: the line that opens it
        return next((p for p in reversed(code[: code.index(last)]) if source.widths[p] <= source.widths[last]), None)
    return last if source.block_end(last) >= len(source.lines) else None


def _leading_closers(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> dict[int, int]:
    """The chunk's first lines that close the block its indented marker stands in (closers less indented than the
    marker), on that block's own closing lines."""
    opener = _opener(source, chunk, lo)
    if opener is None:
        return {}
    end, pairs = source.block_end(opener), {}
    for i in range(chunk.end - chunk.start):
        line = snippet.lines[chunk.start + i]
        if not is_closer(snippet.keys[chunk.start + i]) or width(line) >= chunk.before.depth:
            break
        if end + i >= len(source.lines) or source.keys[end + i] != snippet.keys[chunk.start + i]:
            return {}
        pairs[i] = end + i
    return pairs


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


def _choose(found: Placement, choices: tuple[int, ...], n: int) -> int:
    """The option taken at the next choice point (of ``n`` options; a single option is no choice)."""
    if n < 2:
        return 0
    k = len(found.options)
    found.options.append(n)
    return choices[k] % n if k < len(choices) else 0


def _restate(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """A declaration the chunk restates whole (see ``Snippet.whole``) replaces the original one whole: the slice
    runs to its end, where its last lines are not restated (an indented body rewritten has no closing line)."""
    placed = {chunk.start + i: p for i, p in {**spot.pairs, **spot.edits}.items()}
    for decl, head in snippet.whole(chunk.start, chunk.end):
        if head not in placed:
            continue
        target = next((d for path, d in source.enclosing(placed[head]) if _names(path)[-len(decl):] == decl), None)
        if target is None:
            continue
        end = target.end
        while end > target.start and not source.lines[end - 1].strip():
            end -= 1
        body = [p for i, p in placed.items() if i != head and target.start <= p < target.end]
        if end > spot.end and (not body or max(body) == end - 1):
            spot.end = end


def _beyond(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """At an edge of the snippet that has no marker, the chunk's new lines past its placed ones replace the code
    beyond it when they restate all of it (``restates_beyond``): the file's last lines edited there."""
    clines, placed = snippet.lines[chunk.start : chunk.end], {**spot.pairs, **spot.edits}
    if chunk.after is None and spot.end < len(source.lines) and \
            restates_beyond(clines[max(placed) + 1 :], source.lines[spot.end :]):
        spot.end = len(source.lines)
    if chunk.before is None and spot.start > 0 and restates_beyond(clines[: min(placed)][::-1],
                                                                   source.lines[: spot.start][::-1]):
        spot.start = 0


def _names(path) -> tuple[str, ...]:
    return tuple(name for _, name in path)


def _allowed(source: Source, snippet: Snippet, offset: int):
    """allowed(i, p): chunk line ``i`` (from snippet line ``offset``) may stand for original line ``p``
    (:func:`fastapply.apply.merge.scopes.may_stand_for`)."""
    return lambda i, p: may_stand_for(snippet, offset + i, source, p)


def _fill(chain, ckeys: list[str], keys, allowed) -> dict[int, int]:
    """The chain's anchors (chunk line -> original line), with equal lines in the gaps between its blocks too."""
    pairs = {b.i + k: b.p + k for b in chain.blocks for k in range(b.size)}
    for a, b in zip(chain.blocks, chain.blocks[1:]):
        ci, cj, oi, oj = a.i + a.size, b.i, a.p + a.size, b.p
        gap = SequenceMatcher(None, ckeys[ci:cj], keys[oi:oj], autojunk=False)
        for x, y, size in gap.get_matching_blocks():
            pairs.update({ci + x + k: oi + y + k for k in range(size)
                          if ckeys[ci + x + k] and allowed(ci + x + k, oi + y + k)})
    return dict(sorted(pairs.items()))


def _edge_pairs(source: Source, snippet: Snippet, chunk: Chunk, lo: int, allowed, ends_only: bool = False
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


def _moved(source: Source, snippet: Snippet, chunk: Chunk, pairs: dict[int, int]) -> dict[int, int]:
    """Anchors without the lines the snippet moves to another depth than the chunk's other anchors keep (a body
    wrapped in a ``try``): those are edits, written as the snippet has them. Only where the snippet indents as the
    file does (else depths are compared through the re-indentation)."""
    if source.style != snippet.style or len(pairs) < 3:
        return pairs
    shifts = {i: width(snippet.lines[chunk.start + i]) - source.widths[p] for i, p in pairs.items()
              if source.lines[p].strip()}
    usual = Counter(shifts.values()).most_common(1)[0][0] if shifts else 0
    return {i: p for i, p in pairs.items() if shifts.get(i, usual) == usual}


def _identity_anchor(source: Source, snippet: Snippet, chunk: Chunk, lo: int, allowed) -> dict[int, int]:
    """A chunk without equal lines placed by an edit: its first line that sets a name set by exactly one original
    line after ``lo`` (a declaration's head, a key) replaces that line."""
    for i in range(chunk.end - chunk.start):
        name = identity(snippet.lines[chunk.start + i])
        if name is None or name == "return" or "(" in name:  # a declaration's head or a key, not a statement
            continue
        where = [p for p in source.named(name) if p >= lo and allowed(i, p)]
        if len(where) == 1:
            return {i: where[0]}
    return {}


def _blanks(source: Source, snippet: Snippet, chunk: Chunk, spot: Spot) -> None:
    """Blank lines of the chunk right above its first anchor restate the blank lines above it there (new code
    above them goes above those). Below its last anchor they stay new: new code after them goes right after the
    anchor, the file's blank lines after the new code (a method added at the end of a class stays in it)."""
    clines, size = snippet.lines[chunk.start : chunk.end], chunk.end - chunk.start
    for step in (-1,) if spot.pairs else ():
        i = min(spot.pairs) if step < 0 else max(spot.pairs)
        p = spot.pairs[i]
        while 0 <= i + step < size and 0 <= p + step < len(source.lines) and not clines[i + step].strip() \
                and not source.lines[p + step].strip() and i + step not in spot.pairs:
            i, p = i + step, p + step
            spot.pairs[i] = p
            spot.start, spot.end = min(spot.start, p), max(spot.end, p + 1)


def _widen(source: Source, snippet: Snippet, chunk: Chunk, lo: int, spot: Spot, allowed) -> None:
    """Edits at the chunk's edges: outward from its first (last) placed line, the next original line is replaced
    by the chunk's next new line further out that is its new version (``edits``; new lines between are
    inserted), while there is one."""
    lines, clines = source.lines, snippet.lines[chunk.start : chunk.end]
    placed = {**spot.pairs, **spot.edits}
    for step in (-1, 1):
        if spot.fixed[step > 0]:
            continue
        i = min(placed) if step < 0 else max(placed)
        p = placed[i]
        while (p := _next(lines, p, step, lo, len(lines))) is not None:
            k = i + step
            while 0 <= k < len(clines) and (k in placed or not edits(clines[k], lines[p]) or not allowed(k, p)):
                k += step
            if not 0 <= k < len(clines):
                break
            i = k
            spot.edits[i] = p
            spot.start, spot.end = min(spot.start, p), max(spot.end, p + 1)


def _next(lines: list[str], at: int, step: int, lo: int, hi: int) -> int | None:
    """The next non-blank line from ``at`` in direction ``step`` within [lo, hi), or None."""
    at += step
    while lo <= at < hi and not lines[at].strip():
        at += step
    return at if lo <= at < hi else None


def _whole_file(source: Source, spot: Spot) -> None:
    """A snippet with no markers whose placed lines reach among the file's first and last WHOLE_EDGE lines of
    code is the whole new file: the code it leaves out there is deleted (comment lines there, a licence or an
    encoding line, stay: a whole-file answer routinely leaves them out)."""
    code = [i for i, x in enumerate(source.lines) if x.strip() and not _comment(x)]
    placed = sorted({*spot.pairs.values(), *spot.edits.values()})
    if not code or not placed or placed[0] > code[:WHOLE_EDGE][-1] or placed[-1] < code[-WHOLE_EDGE:][0]:
        return
    spot.start, spot.end = min(spot.start, code[0]), max(spot.end, code[-1] + 1)
    spot.whole = True


def _comment(line: str) -> bool:
    key = line.strip()
    return key.startswith(("//", "#", "/*", "*", "--", "<!--", ";")) and not key.startswith(("#include", "#[", "#!"))


def _insertion(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk with no anchors: new code at the file's start when the snippet opens with it, at the end of the
    file's code after a marker at the left margin with none below it. None when nothing says where."""
    if chunk.before is None:
        return Spot(lo, lo, {}, {})
    if chunk.before.depth or chunk.after is not None:
        return None
    end = len(source.lines)
    while end > lo and not source.lines[end - 1].strip():
        end -= 1
    return Spot(end, end, {}, {})


def _scoped(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk after an indented marker, with no anchors of its own: new code at the end of the block the marker
    stands in (opened by the last line above it that is less indented), its closing lines less indented than the
    marker that block's own. None when no such block is open there, or more of it follows (a marker as deep)."""
    lines, depth, opener = source.lines, chunk.before.depth, _opener(source, chunk, lo)
    if opener is None or (chunk.after is not None and chunk.after.depth >= depth):
        return None
    end = source.block_end(opener)
    tail = chunk.end - chunk.start  # its closing lines less indented than its marker: the block's own
    while tail and is_closer(snippet.keys[chunk.start + tail - 1]) and width(snippet.lines[chunk.start + tail - 1]) < depth:
        tail -= 1
    closers = range(tail, chunk.end - chunk.start)
    pairs = {i: end + k for k, i in enumerate(closers)
             if end + k < len(lines) and source.keys[end + k] == snippet.keys[chunk.start + i]}
    if closers and len(pairs) == len(closers):  # its closing lines close the block its marker stands in
        return Spot(end, end + len(closers), pairs, {})
    if closers:
        return None
    point = end
    while point > opener + 1 and not lines[point - 1].strip():
        point -= 1
    spot = Spot(point, point, {}, {})
    for i, p in zip(range(chunk.end - chunk.start - 1, -1, -1), range(point - 1, opener, -1)):
        line = snippet.lines[chunk.start + i]
        if not line.strip() or not edits(line, lines[p]) or not may_stand_for(snippet, chunk.start + i, source, p):
            break  # its last lines edit the block's last ones: they replace those
        spot.edits[i], spot.start = p, p
    return spot
