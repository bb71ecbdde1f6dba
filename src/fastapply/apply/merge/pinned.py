"""The pinned rule: every chunk stands in one place, pinned by a run of its restated lines, a name it edits, or
an edge (the file's, or that of the block its indented marker stands in), and its first restated line does not
end a declaration as the one before it does -- for the certifier (:mod:`fastapply.apply.merge.certify`)."""

from __future__ import annotations

import re

from .beyond import given_more, widened, wrapped
from .certificate import WRITE, Certificate, Piece
from .lines import edits as is_version
from .lines import first_word, identity, is_closer, is_comment, is_weak, line_key, width, words
from .markers import kept_names
from .placed import placed_lines
from .scopes import stands_for
from .snippet import Snippet
from .source import Source

_CONTINUES = re.compile(r"\s*(?:\}\s*(?:else|catch|finally)\b|(?:else|elif|elsif|except|catch|finally|rescue|ensure)"
                        r"(?![\w(=.]))")  # (a clause, not a call or a name: ``ensure(x)``, ``else_ = 1``)


def pinned(source, snippet, certificate, result, verdict) -> list[str]:
    """Every chunk is pinned: a run of its restated lines, or a name it edits, stands once in the original
    between its neighbours (among the lines the declarations its first line lies in allow: ``scopes``); or it is new code at the file's start or end, or at the end of the block its
    indented marker stands in, or one more item of the run the marker before it keeps."""
    out, writes = [], [(n, p) for n, p in enumerate(certificate.pieces) if p.kind == WRITE]
    scoped = stands_for(snippet, source)  # (a run stands once among the lines its declarations allow it)
    for k, (n, piece) in enumerate(writes):
        lo = writes[k - 1][1].original[1] if k else 0
        hi = writes[k + 1][1].original[0] if k + 1 < len(writes) else len(source.lines)
        cut = next((q for q in range(lo, hi) if source.keys[q].startswith("[")), hi) if source.language == "toml" \
            and k and lo and source.keys[lo - 1].startswith("[") else hi  # (a key edited in the table whose restated
        # header the chunk before ends on, a marker between, stands once in that table)
        placed, edits = placed_lines(source, snippet, piece)
        runs, at = _runs(piece), {w.original: w.snippet for w in piece.lines if w.original is not None}
        if any(_occurs(source, [source.keys[j] for j in run], lo, hi, lambda q, s=at[run[0]]: scoped(s, q)) == 1
               for run in runs if any(
                source.keys[j] for j in run)) or any(len([p for p in source.named(identity(source.lines[i]), lo)
                                                          if p < (cut if i < cut else hi)]) == 1 for i in edits) or any(
                snippet.keys[s] == source.keys[i] and source.keys.count(source.keys[i], lo, hi) == 1
                for i, s in edits.items() if not is_weak(source.keys[i])) or (  # (a line moved to another depth)
                nameless := next((s for s in sorted(edits.values()) if identity(snippet.lines[s]) is None and
                                  not is_weak(snippet.keys[s])), None)) is not None and len(
                    source.alike(snippet.lines[nameless], lo, hi) or given_more(source, snippet.lines[nameless], lo, hi)
            ) == 1:  # (its first edit that names nothing, or a call it gives more)
            continue
        if _at_edge(source, snippet, certificate, n) or _named_next(source, snippet, certificate, n) or \
                _one_more(source, snippet, certificate, n):
            continue
        out.append(f"chunk {piece.chunk} could stand elsewhere: none of its lines pins it to one place")
    ends = {}  # each declaration with a body by its last line of code (the innermost last: the walk is depth first)
    for _, decl in source.flat if writes else ():
        if (last := _last(source, decl)) > source.head_of(decl):
            ends[last] = decl
    return out + [x for n, _ in writes if (x := _start_twin(source, snippet, certificate, n, ends))]


def _named_next(source: Source, snippet: Snippet, certificate: Certificate, n: int) -> bool:
    """Write piece ``n``, new code between two markers, is pinned by the words of the marker after it: the first
    line of code that marker keeps is the file's first line as deep as it that sets a name the marker gives, and
    the one line that sets that name (``// ... writeJSON and writeError stay as they are`` keeping ``func
    writeJSON(...) {`` on); and what the marker before it names (each name set once, as deep as it) it keeps."""
    pieces = certificate.pieces
    if not 0 < n < len(pieces) - 1 or pieces[n - 1].marker is None or (after := pieces[n + 1]).marker is None or \
            any(w.original is not None for w in pieces[n].lines):
        return False
    marker, before = snippet.lines[after.marker], snippet.lines[pieces[n - 1].marker]
    first = next((p for p in after.kept() if source.keys[p] and not is_comment(source.lines[p])), None)
    lo, hi = pieces[n - 1].original
    return first is not None and first == source.first_named(kept_names(marker), width(marker)) and all(
        lo <= p < hi for name in kept_names(before) if (p := source.first_named((name,), width(before))) is not None)


def _one_more(source: Source, snippet: Snippet, certificate: Certificate, n: int) -> bool:
    """Write piece ``n``, new code between two markers, is one more item of a run: its lines of code and every line
    of code the marker before it keeps (two or more) are one-line items of one kind (the same first word, as deep
    as that marker, none opening a block), none of its lines shares a word with one kept item that no other has,
    and the first line of code the marker after it keeps is none of them."""
    pieces = certificate.pieces
    if not 0 < n < len(pieces) - 1 or (before := pieces[n - 1]).marker is None or pieces[n + 1].marker is None or \
            any(w.original is not None for w in pieces[n].lines):
        return False
    mine = [w.text for w in pieces[n].lines if w.text.strip()]
    kept = [source.lines[p] for p in before.kept() if source.keys[p]]
    after = next((source.lines[p] for p in pieces[n + 1].kept() if source.keys[p]), None)
    depth = width(snippet.lines[before.marker])
    item = first_word(mine[0]) if mine else ""

    def like(line: str) -> bool:
        return width(line) == depth and first_word(line) == item and not line_key(line).endswith(("{", "(", "[", ":"))
    owns = [words(x) for x in kept]  # (a new line with a word only one kept item has is that item's new version)
    own = [x - set().union(*owns[:k], *owns[k + 1 :]) for k, x in enumerate(owns)]
    return len(item) > 1 and len(kept) > 1 and all(map(like, mine + kept)) and (after is None or not like(after)) \
        and not any(words(x) & y for x in mine for y in own)


def _start_twin(source: Source, snippet: Snippet, certificate: Certificate, n: int, ends: dict) -> str | None:
    """A chunk after a marker whose first restated line is the last line of a declaration, the same line as the
    last line of the declaration right before that one, which the marker keeps, and whose next restated line
    follows new code (not edits of the lines between): read on the earlier line, the chunk replaces the
    declaration between with that new code (``assert ...`` ending two tests, a new test written after the
    second), so the snippet does not say which one it follows."""
    piece = certificate.pieces[n]
    at = [k for k, w in enumerate(piece.lines) if w.original is not None]
    anchors = [piece.lines[k].original for k in at]
    if not n or certificate.pieces[n - 1].marker is None or len(anchors) < 2 or is_weak(source.keys[anchors[0]]):
        return None
    edited = set(placed_lines(source, snippet, piece)[1].values())
    if not any(w.original is None and w.text.strip() and w.snippet not in edited for w in piece.lines[at[0] : at[1]]):
        return None  # (no new code between its first two restated lines, edits aside: it would delete, not replace)
    second = ends.get(anchors[0])  # (``ends``: each declaration by its last line of code)
    twin = _before(source, second.start) if second is not None else -1
    if twin not in ends or source.keys[twin] != source.keys[anchors[0]] or \
            twin not in certificate.pieces[n - 1].kept():
        return None
    return (f"chunk {piece.chunk}'s first restated line ({source.lines[anchors[0]].strip()[:60]!r}, original line "
            f"{anchors[0] + 1}) ends a declaration, and the same line ends the one just before it (line "
            f"{twin + 1}): read there, the chunk replaces the declaration between")


def _last(source: Source, decl) -> int:
    """A declaration's last line of code."""
    return _before(source, decl.end)


def _before(source: Source, at: int) -> int:
    """The last line of code before line ``at`` (-1: none)."""
    return next((i for i in range(at - 1, -1, -1) if source.lines[i].strip()), -1)


def _runs(piece: Piece) -> list[list[int]]:
    """Runs of anchors consecutive in both the snippet and the original."""
    runs: list[list[int]] = []
    last = None
    for w in piece.lines:
        if w.original is None:
            last = None
            continue
        if last is not None and w.original == last + 1 and runs:
            runs[-1].append(w.original)
        else:
            runs.append([w.original])
        last = w.original
    return runs


def _occurs(source: Source, run: list[str], lo: int, hi: int, where=lambda q: True) -> int:
    """How often the keys ``run`` stand consecutively in original lines [lo, hi), from a line ``where`` allows."""
    return sum(source.keys[q : q + len(run)] == run and where(q)
               for q in source.keys.between(run[0], lo, hi - len(run) + 1))


def _at_edge(source: Source, snippet: Snippet, certificate: Certificate, n: int) -> bool:
    """Write piece ``n`` is pinned by an edge: it opens the snippet and restates the file's first lines of code, or
    is new code at the file's start before a marker; it ends the snippet and restates the file's last lines, or
    is new code at the end of the file's code after a marker at the left margin, not opened by a clause that
    continues a statement (``else:``, ``except``: the file's last statement, unseen) (its first lines may restate
    the file's last ones where those are weak: ``)``, ``]``), or such code whose first line is the new version of
    the file's last line of code, which it replaces (``return setmetatable(Queue, {``); or it is new code at the
    end of the block its indented marker stands in, restating only that block's closing lines (its last line too,
    where that closes as deep as the marker stands; or its first line edits that block's closing line, ``}.resume()``
    for ``}``), or it restates the
    last lines of that block (restated or edited) where a chunk before restates the line that opens it."""
    piece, lines = certificate.pieces[n], source.lines
    above = next((i for i in range(piece.snippet[0] - 1, -1, -1) if snippet.lines[i].strip()), None)  # the nearest
    below = any(snippet.lines[i].strip() for i in range(piece.snippet[1], len(snippet.lines)))  # line of code
    marker = next((m for m in snippet.markers if m.line == above), None) if above is not None else None
    filled = [w for w in piece.lines if w.text.strip()]
    anchors = [w.original for w in filled if w.original is not None]
    code = source.code
    start = piece.original[0]
    if above is None and (filled and filled[0].original is not None and filled[0].original == code[0]
                      or start == 0 and not anchors and below and not _restated_elsewhere(source, filled)):
        return True
    end = code[-1] + 1 if code else 0
    if not below and (marker is None or marker.depth == 0) and (
            filled and filled[-1].original is not None and filled[-1].original == end - 1 and _tail_pins(source, piece)
            or marker is not None and start == end and not anchors and not _restated_elsewhere(source, filled)
            and not (filled and _CONTINUES.match(filled[0].text))
            or marker is not None and piece.original == (end - 1, end) and not anchors and filled and not is_weak(
                source.keys[end - 1]) and (is_version(filled[0].text, lines[end - 1]) or wrapped(  # (its first line
                filled[0].text, lines[end - 1]) or widened(filled[0].text, lines[end - 1]))  # edits the last, wraps
            # it or chains onto it: ``sys.exit(main())``, ``main().catch((err) => {`` for ``main()``)
            or marker is not None and anchors and anchors == code[-len(anchors):] and all(  # (the file's last lines,
                is_weak(source.keys[j]) for j in anchors) and  # too weak to anchor elsewhere, then new code after them)
            [w.original for w in filled[: len(anchors)]] == anchors):
        return True
    if marker is None or marker.depth == 0:
        return False
    opener = next((p for p in range(start - 1, -1, -1) if lines[p].strip() and width(lines[p]) < marker.depth), None)
    if opener is None:
        return False
    close = source.block_end(opener)
    point = close
    while point - 1 > opener and not lines[point - 1].strip():
        point -= 1
    if not all(is_closer(source.keys[j]) for j in anchors):  # the last lines of a block the chunk before opens
        before = [w.original for p in certificate.pieces[:n] if p.kind == WRITE for w in p.lines if w.original is not None]
        placed = [j for j in placed_lines(source, snippet, piece)[0] if lines[j].strip()]
        tail, inner = _unclosed(source, placed), _unclosed(source, [j for j in code if opener < j < point])
        after = [j for j in code if j > tail[-1]][: len(placed) - len(tail)] if tail else []
        return bool(tail) and opener in before and all(j < point for j in before if j > opener) and \
            tail == inner[len(inner) - len(tail) :] and placed[len(tail) :] == after
    own = point - 1 if is_closer(source.keys[point - 1]) and source.widths[point - 1] == marker.depth else close
    return start == point and not anchors or start in (close, own) and anchors == list(range(start, start + len(
        anchors))) or start in (close, point - 1) and start in placed_lines(source, snippet, piece)[1] and anchors == (
            list(range(start + 1, start + 1 + len(anchors))) if start == close else list(range(close, close + len(
                anchors))))  # (``own``: the block's last line, a closer as deep as the marker: Swift's ``switch``
    # cases; or that closing line edited first, ``}.resume()`` for ``}``, or the block's last line before it)


def _unclosed(source: Source, lines: list[int]) -> list[int]:
    """``lines`` without the closing lines (``}``, ``end``) they end with."""
    k = len(lines)
    while k and is_closer(source.keys[lines[k - 1]]):
        k -= 1
    return lines[:k]


def _restated_elsewhere(source: Source, filled) -> bool:
    """Every line of new code stands in the original already: it is no new code, but lines placed nowhere."""
    return all(line_key(w.text) in source.keys.positions for w in filled)


def own_context(source, snippet, certificate, result=None, verdict=None) -> list[str]:
    """A chunk's first (last) line of code, written new, does not stand elsewhere in the original, kept, right
    above (below) the line the chunk restates after (before) it: there it is the chunk's context, read as a new
    line (``c.order.MoveToFront(el)`` / ``return ...`` / ``}`` of ``Get`` read on the ``return`` and ``}`` of a
    like ``Peek`` further down, the new line written into it, ``Peek`` kept)."""
    out = []
    for piece in certificate.pieces:
        code = [w for w in piece.lines if w.text.strip()] if piece.kind == WRITE else []
        for (w, restated), step in ((code[:2], 1), (code[-2:][::-1], -1)) if len(code) > 1 else ():
            if w.original is not None or w.snippet is None or restated.original is None or is_weak(line_key(w.text)):
                continue
            for q in source.keys.positions.get(line_key(w.text), ()):
                beside = next((k for k in range(q + step, len(source.lines) if step > 0 else -1, step)
                               if source.lines[k].strip()), None)
                if beside is not None and beside != restated.original and \
                        source.keys[beside] == source.keys[restated.original] and \
                        not piece.original[0] <= q < piece.original[1]:
                    out.append(f"snippet line {w.snippet + 1} ({w.text.strip()[:60]!r}) is written new, while the "
                               f"original has it, kept, at line {q + 1}, {'above' if step > 0 else 'below'} the line "
                               f"the chunk restates next to it: the chunk's context, read elsewhere?")
                    break
    return out


def _tail_pins(source: Source, piece) -> bool:
    """A chunk that restates the file's last lines is pinned by them where it deletes nothing, opens on a restated
    line, or where its last run of restated lines holds one the file has once: ``ON CONFLICT DO NOTHING;`` alone,
    which ends every statement, does not place a chunk that rewrites the last statement's lines found once (a new
    statement after it?)."""
    filled = [w for w in piece.lines if w.text.strip()]
    if not piece.deleted() or filled[0].original is not None:
        return True  # (a chunk that opens on a restated line is placed by it too: the edge rule's own case)
    run = []
    for w in reversed(filled):
        if w.original is None:
            break
        run.append(w.original)
    return any(not is_weak(source.keys[j]) and source.keys.count(source.keys[j], 0, len(source.lines)) == 1
               for j in run)
