"""The certifier: whether a merge result may be written. It reads the original, the snippet and the certificate
(the merge's reading, :mod:`fastapply.apply.merge.certificate`), re-derives the result, and checks it by the
snippet convention, one rule a function (docs/apply.md lists them with examples), importing nothing of placement.

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def f():\\n    return 1\\n", "python")
    >>> snippet = Snippet("def f():\\n    return 2\\n# ... existing code ...\\n", "python")
    >>> kept = Certificate((Piece(WRITE, (0, 2), (0, 1), (Written("def f():", 0, 0), Written("    return 2", 1, None))),
    ...                     Piece(KEEP, (2, 3), (1, 2), marker=2)))
    >>> certify(source, snippet, kept, kept.render(source.lines)).refusals
    ["beside: original line 2 ('return 1') is kept next to its new version ('return 2')"]

A result is ``exact`` when every rule holds and every snippet line is written as given; ``fuzzy`` when some lines
were adjusted (re-indented, restating a line up to whitespace); else ``ambiguous``: the refusals say why, where.
"""

from __future__ import annotations

from .brackets import borrowed, closes, crossed, joins, taken_over
from .certificate import KEEP, Certificate, Verdict, write_pieces
from .chained import call_twice
from .closed_twice import closed_twice
from .copies import paragraph_between_copies, written_again
from .counted import arm_twice, copied, item_twice, once
from .dead import dead_local
from .declared import declarations_whole, parses
from .deletions import caused
from .doc import doc_dropped, doc_kept, doc_moved, documented
from .docstrings import docstring_alone, docstring_twice
from .doubled import old_body_kept
from .dropped import dropped_kept
from .edge_context import attribute_moved, context_elsewhere, moved_beside
from .elsewhere import restated_elsewhere
from .fragment import fragment_end
from .imported import import_dropped, import_twice, orphaned, unused_kept
from .lines import identity, is_closer, line_key, width
from .marker_text import marker_is_context, no_marker_text
from .markers import kept_names
from .neighbours import beside, inside
from .overloads import overload_replaced
from .overwritten import block_overwritten
from .paragraph import paragraph_rest
from .pinned import own_context, pinned
from .placed import placed_lines
from .redeclared import redeclared
from .refields import refields, rewritten_item
from .renamed import renamed
from .said import kept_said, named_later
from .scopes import stands_for
from .sections import heading_cut, prose_kept, section_rewritten, sections
from .settwice import set_twice
from .shallow import body_replaced, shallow_marker
from .snippet import Snippet
from .source import Source
from .split_comment import comment_split
from .spread import cut_head, cut_tail, edge_run, spread_kept
from .stale import stale_name
from .tables import data_parses, table_rewritten, under_header
from .tags import tags_paired
from .tail_twin import tail_twin
from .terminal import after_end

__all__ = ["Verdict", "certify"]


def certify(source: Source, snippet: Snippet, certificate: Certificate, result: list[str]) -> Verdict:
    """The verdict on ``result`` (lines), read by ``certificate`` (see the module docstring)."""
    verdict = Verdict("exact")
    checks = [rendered, tiled, stands_for_code, anchored, indented, as_given, closed_above, documented, doc_kept,
              doc_dropped, no_marker_text, caused, doc_moved, kept_said, named_later, beside, set_twice, spread_kept,
              cut_head, cut_tail, closes, joins, taken_over, borrowed, crossed, edge_run, unused_kept, orphaned, once,
              copied, item_twice, arm_twice, import_dropped, import_twice, renamed, redeclared, after_end, inside,
              pinned, own_context, under_header, declarations_whole, sections, prose_kept, paragraph_rest,
              restated_elsewhere, old_body_kept, section_rewritten, dead_local, shallow_marker, closed_twice, refields,
              body_replaced, rewritten_item, context_elsewhere, call_twice, moved_beside, tail_twin, dropped_kept,
              heading_cut, attribute_moved, overload_replaced, stale_name, paragraph_between_copies, written_again,
              block_overwritten, fragment_end, docstring_alone, docstring_twice, comment_split, marker_is_context,
              table_rewritten, tags_paired, parses, data_parses]
    for check in checks:
        rule = _RULE.get(check.__name__, "beside")
        verdict.refusals += [f"{rule}: {x}" for x in check(source, snippet, certificate, result, verdict)]
        if verdict.refusals and check in (rendered, tiled):
            break  # the reading itself is wrong: nothing else can be checked by it
    verdict.confidence = "ambiguous" if verdict.refusals else "fuzzy" if verdict.adjustments else "exact"
    return verdict


def rendered(source, snippet, certificate, result, verdict) -> list[str]:
    """The result is exactly what the certificate describes."""
    got = certificate.render(source.lines)
    if got == result:
        return []
    at = next((i for i, (a, b) in enumerate(zip(got, result)) if a != b), min(len(got), len(result)))
    return [f"the result differs from its reading at line {at + 1}"]


def tiled(source, snippet, certificate, result, verdict) -> list[str]:
    """The pieces tile the snippet and the original in order; every marker stands for one slice of the original,
    kept; every snippet line of code is written once, in order; edge slices stand only at the file's edges."""
    out, s_at, o_at, pieces = [], 0, 0, certificate.pieces
    markers = {m.line for m in snippet.markers}
    for n, piece in enumerate(pieces):
        if piece.snippet[0] != s_at or piece.original[0] != o_at or piece.snippet[1] < s_at or \
                piece.original[1] < o_at:
            return [f"piece {n + 1} does not follow the one before it"]
        inside = [i for i in range(*piece.snippet) if i in markers]
        code = [i for i in range(*piece.snippet) if snippet.lines[i].strip() and i not in markers]
        if piece.kind == KEEP:
            if code or (inside != [piece.marker] if piece.marker is not None else inside):
                out.append(f"piece {n + 1} keeps original code for snippet lines that are not one marker")
            elif piece.marker is None and 0 < n < len(pieces) - 1:
                out.append(f"piece {n + 1} keeps original code where the snippet has no marker")
        else:
            said = [w.snippet for w in piece.lines if w.snippet is not None]
            if inside or said != list(range(*piece.snippet)):
                out.append(f"piece {n + 1} does not write its snippet lines once each, in order")
        s_at, o_at = piece.snippet[1], piece.original[1]
    if s_at != len(snippet.lines) or o_at != len(source.lines):
        out.append("the pieces do not cover the whole snippet and the whole original")
    return out


_THROWS = frozenset({"raise", "throw"})  # (``raise X`` paired with ``raise Y`` by its keyword alone: a new check?)


def stands_for_code(source, snippet, certificate, result, verdict) -> list[str]:
    """A marker between two chunks stands for some original lines (blank lines between two functions will do), or
    for none only where the lines on both sides of it are restated or edited (a marker between two lines the
    original has side by side says nothing): a line written new right against it would stand where the snippet
    says other code lies: the chunk after's first line, or the chunk before's last where that chunk deletes the last
    line of its slice, a ``raise`` or ``throw`` paired with the old one by that word alone counting as new there
    (``raise BinLocked, ...`` read as the edit of ``raise InsufficientStock, ...``, the stock check deleted: the lines
    the marker keeps?). A marker that names what it keeps (``<!-- ... remaining trails as before ... -->``) stands
    for some code."""
    out, run, last, fresh = [], [], None, set()  # last: the chunk before's last line, or None (no chunk yet); fresh:
    # its new lines, where its slice's last line is deleted
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            run.append(piece)
            continue
        edits = placed_lines(source, snippet, piece)[1]
        thrown = {line for old, line in edits.items() if identity(snippet.lines[line]) in _THROWS and
                  identity(snippet.lines[line]) == identity(source.lines[old])}  # (paired by the keyword alone)
        said = [w for w in piece.lines if w.snippet is not None]
        edited = set(edits.values())
        new = {w.snippet for w in said if w.original is None and w.snippet not in edited}
        marker = next((p.marker for p in run if p.marker is not None), None)
        against = [w.snippet for w in (last, said[0] if said else None) if w is not None and w.snippet in new | fresh]
        if last is not None and marker is not None and against and all(p.original[0] == p.original[1] for p in run):
            out.append(f"the marker at snippet line {marker + 1} stands between two chunks, but this reading puts "
                       f"them side by side in the original, snippet line {against[0] + 1} written new against it: "
                       "it would stand for nothing")
        elif last is not None and marker is not None and (names := kept_names(snippet.lines[marker])) and not any(
                source.lines[i].strip() for p in run for i in p.kept()):
            out.append(f"the marker at snippet line {marker + 1} says it keeps {', '.join(names[:3])}, but this "
                       "reading has it stand for no code")
        end = piece.original[1] - 1  # (the chunk before's new last line counts where it replaced what stood there)
        last, run, fresh = (said[-1] if said else None), [], new | thrown if end >= piece.original[0] and end in \
            piece.deleted() else set()
    return out


def anchored(source, snippet, certificate, result, verdict) -> list[str]:
    """An anchored line restates an original line of its piece's slice (the same code up to whitespace), in order,
    one it may stand for (inside a declaration, a line of the original declaration of that name; a bare jump in a
    new block, one in that block's old version: ``scopes``), and is written as the original has it; one restated
    up to whitespace has no twin in the original as deep as the snippet has it (it may be read there)."""
    out, allowed = [], stands_for(snippet, source)
    for piece in write_pieces(certificate):
        order = [w.original for w in piece.lines if w.original is not None]
        if order != sorted(set(order)) or any(not piece.original[0] <= j < piece.original[1] for j in order):
            out.append(f"chunk {piece.chunk} restates original lines out of order or outside its slice")
        for w in piece.lines:
            if w.original is not None and (w.text != source.lines[w.original] or w.snippet is None
                                           or snippet.keys[w.snippet] != source.keys[w.original]):
                out.append(f"snippet line {(w.snippet or 0) + 1} is not original line {w.original + 1}")
            elif w.original is not None and not allowed(w.snippet, w.original):
                out.append(f"snippet line {w.snippet + 1} restates original line {w.original + 1}, which it may not "
                           "stand for (another declaration's, or a block its new opener does not open)")
            elif w.original is not None and snippet.lines[w.snippet] != w.text:
                verdict.adjustments.append(f"snippet line {w.snippet + 1} restates original line "
                                           f"{w.original + 1} up to whitespace")
                key = source.keys[w.original]  # (a twin as deep as the snippet has it; a closing line has many)
                twin = None if is_closer(key) else next((p for p in source.keys.positions[key] if p != w.original
                                                         and source.lines[p] == snippet.lines[w.snippet]), None)
                out += [(f"snippet line {w.snippet + 1} restates original line {w.original + 1} up to whitespace, but "
                         f"original line {twin + 1} is that line as deep: read there?")] if twin is not None else []
    return out


def indented(source, snippet, certificate, result, verdict) -> list[str]:
    """A chunk's restated lines keep the snippet's indentation relative to one another: a restated line of code is
    deeper, as deep, or less deep than the restated lines before it whose blocks are still open in the snippet
    (the nearest before it not deeper, and those it closes), in the snippet as it is in the original (a chunk
    indented in another style keeps that order; a line that leaves it is an edit of its depth, or a line of
    another block)."""
    out = []
    for piece in write_pieces(certificate):
        placed = [(w, width(snippet.lines[w.snippet]), source.widths[w.original]) for w in piece.lines
                  if w.original is not None and source.lines[w.original].strip()]  # (with their depths: read once)
        stack: list = []  # restated lines before, each less deep in the snippet than the next
        for b, depth, old in placed:
            against = []
            while stack and stack[-1][1] > depth:
                against.append(stack.pop())
            wrong = None  # (a plain loop: most lines meet only the one line on top of the stack)
            for x, at, was in [*against, *stack[-1:]] if against else stack[-1:]:
                if (depth > at) - (depth < at) != (old > was) - (old < was):  # (``_sign`` inlined)
                    wrong = x
                    break
            if wrong is not None:
                how = _DEPTH[_sign(depth - width(snippet.lines[wrong.snippet]))]
                out.append(f"snippet line {b.snippet + 1} is {how} snippet line {wrong.snippet + 1}, but the original "
                           f"line it restates ({b.original + 1}) is not so placed against original line "
                           f"{wrong.original + 1}")
                break
            stack.append((b, depth, old))
    return out


_DEPTH = {1: "deeper than", 0: "as deep as", -1: "less deep than"}


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def closed_above(source, snippet, certificate, result, verdict) -> list[str]:
    """A new line is not written deeper than a line right above it that only closes a block (``}``, ``end``; not
    ``} else {`` or ``):``, which open one again): that block ends there, and the new line's depth says it belongs
    inside one (a line that goes on an expression, ``.then(...)``, aside)."""
    above = None  # the last line of code of the result so far
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            above = next((source.lines[i] for i in reversed(piece.kept()) if source.lines[i].strip()), above)
            continue
        for w in piece.lines:
            if not w.text.strip():
                continue
            if w.original is None and w.snippet is not None and above is not None and is_closer(key := line_key(
                    above)) and not key.endswith((":", "{", "(", "[")) and width(w.text) > width(above) and \
                    w.text.strip()[0] not in ".+-*/&|?:":
                return [f"snippet line {w.snippet + 1} is written deeper than the line right above it, "
                        f"{above.strip()!r}, which closes a block: it belongs inside a block this reading has left"]
            above = w.text
    return []


def as_given(source, snippet, certificate, result, verdict) -> list[str]:
    """A new line is its snippet line, up to indentation; a line the snippet does not have is a blank line at the
    edge of new code. A new line moves less deep than the snippet has it only with its chunk: it stays where the
    snippet writes other lines of its depth at that depth, unless a restated line of its chunk as shallow as it or
    shallower moved too, or the snippet is indented in another unit than the file (a new line shifted by the depth
    of restated lines deeper than itself is a guess: they may have been moved into its block, not it out)."""
    out = []
    restyled = snippet.style is None or source.style is None or \
        (snippet.style.tabs, snippet.style.spaces) != (source.style.tabs, source.style.spaces)
    stayed = {width(w.text) for piece in write_pieces(certificate) for w in piece.lines
              if w.snippet is not None and w.text.strip() and width(w.text) == width(snippet.lines[w.snippet])}
    for piece in write_pieces(certificate):
        moved = [width(snippet.lines[w.snippet]) for w in piece.lines if w.original is not None and
                 w.snippet is not None and width(w.text) != width(snippet.lines[w.snippet])]
        for w in piece.lines:
            if w.original is None and w.snippet is not None and w.text.strip() and not restyled and \
                    width(w.text) < (at := width(snippet.lines[w.snippet])) and at in stayed and \
                    not any(m <= at for m in moved):
                out.append(f"snippet line {w.snippet + 1} is written {width(w.text) - at:+d} columns off its depth, "
                           "but no restated line of its chunk as shallow as it moved")
                break
        for k, w in enumerate(piece.lines):
            if w.original is not None:
                continue
            if w.snippet is None:
                if w.text.strip() or 0 < k < len(piece.lines) - 1 and piece.lines[k - 1].snippet is not None \
                        and piece.lines[k + 1].snippet is not None:
                    out.append(f"chunk {piece.chunk} writes a line of its own inside its code")
            elif line_key(w.text) != snippet.keys[w.snippet]:
                out.append(f"snippet line {w.snippet + 1} is written otherwise")
            elif w.text != snippet.lines[w.snippet]:
                verdict.adjustments.append(f"snippet line {w.snippet + 1} re-indented to the file's style")
    return out


# the rule each check states (the rest: beside)
_RULE = {"rendered": "reading", "tiled": "reading", "stands_for_code": "reading", "anchored": "anchors",
         "indented": "anchors", "as_given": "written", "closed_above": "depth", "doc_dropped": "deletion",
         "no_marker_text": "marker text", "caused": "deletion", "kept_said": "deletion", "named_later": "deletion",
         "cut_head": "depth", "closes": "depth", "joins": "depth", "taken_over": "depth", "borrowed": "depth",
         "crossed": "depth", "edge_run": "deletion", "unused_kept": "deletion", "orphaned": "deletion",
         "after_end": "pinned", "inside": "depth", "pinned": "pinned", "own_context": "pinned",
         "declarations_whole": "declarations", "sections": "declarations", "old_body_kept": "deletion",
         "shallow_marker": "depth", "body_replaced": "depth", "parses": "syntax", "data_parses": "syntax",
         "under_header": "pinned", "context_elsewhere": "pinned", "heading_cut": "declarations",
         "overload_replaced": "declarations", "import_dropped": "declarations", "tags_paired": "depth",
         "paragraph_between_copies": "pinned", "written_again": "pinned", "block_overwritten": "depth",
         "fragment_end": "deletion", "docstring_alone": "depth", "comment_split": "pinned",
         "marker_is_context": "marker text", "table_rewritten": "beside"}
