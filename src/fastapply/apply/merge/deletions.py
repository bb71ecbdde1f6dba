"""The certifier's deletion rule: every original line the result drops has a cause the snippet gives
(:mod:`fastapply.apply.merge.certify` runs it)."""

from __future__ import annotations

import re

from .beyond import edge_code, header_start, needed_above, reaches_edges, restates_beyond
from .certificate import KEEP, Piece, write_pieces
from .decls import Decl
from .doc import replaced_doc
from .edged import edge_edit, tail_edit
from .keys import DATA
from .lines import SIMILAR, identity, is_comment, is_weak, similarity
from .placed import placed_lines
from .removals import named_removals
from .sections import stated_sections
from .siblings import twin_deletions
from .snippet import Snippet
from .source import Source


def caused(source, snippet, certificate, result, verdict) -> list[str]:
    """Every deleted line has a cause: it lies between two placed lines of one chunk (restated or edited lines;
    a closing line only where the chunk restates the block it closes), or a new line of the chunk edits it (sets
    the same name, in order between the chunk's placed lines), or it is in a declaration the chunk states whole
    (its head placed; no marker inside; the snippet's end, a marker or code no deeper after it), or it lies beyond
    a snippet edge that has no marker and the chunk's new lines there restate all of it (``restates_beyond``), or
    a deletion marker names it, or the snippet has no markers and its placed lines reach among the file's first
    and last ``WHOLE_EDGE`` lines of code (or its first, last line of code is the file's anew: ``new_edges``), which are
    then the whole file's edges (code there it leaves out is deleted; comment lines there are kept)."""
    out, writes, pieces = [], write_pieces(certificate), certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind == KEEP:
            out += named_removals(source, snippet, piece, verdict, certificate)
            continue
        placed, edits = placed_lines(source, snippet, piece)
        out += twin_deletions(source, piece, placed, edits, n + 1 < len(pieces) and pieces[n + 1].marker is not None,
                     n > 0 and pieces[n - 1].marker is not None)
        out += _reordered(source, snippet, certificate, piece, placed)
        out += _written_again(source, snippet, piece, edits)
        whole = _whole_file(source, snippet, placed) if len(writes) == 1 else set()
        restated, doc = _restated(source, snippet, piece, edits), replaced_doc(source, snippet, piece, placed, edits)
        if not snippet.has_markers and source.language in DATA and placed:  # (a key the snippet's end closes, in a
            restated = {i: x for i, x in restated.items() if i < placed[-1]}  # fragment: its tail beyond the edge)
        out += _no_key_kept(source, snippet, piece, placed, edits)
        beyond = _beyond(source, snippet, piece, placed, edits)
        copy = _copy(source, snippet, piece)
        out += _skipped_twin(source, piece, placed)
        edged: set[int] = set()  # (the snippet lines an edge edit took)
        for i in piece.deleted():
            if not source.lines[i].strip():
                continue
            if i in edits:
                cause = f"replaced by its new version, snippet line {edits[i] + 1}"
            elif i in doc:
                cause = "the chunk's comment above the line it documents is its new version"
            elif i in restated:
                cause = f"the snippet restates {restated[i]!r} whole"
            elif i in beyond:
                cause = "the snippet's lines at its edge restate everything beyond its restated lines"
            elif i in whole:
                cause = "the snippet has no markers and restates the file from its first lines to its last: the file"
            elif _between(placed, i) and copy is not None and i > placed[-2]:
                out.append(f"original line {i + 1} ({source.lines[i].strip()!r}) lies between restated lines of chunk "
                           f"{piece.chunk}, but the chunk writes snippet line {copy + 1} anew while it restates the "
                           "same line: its lines may be copies, new code, not what they restate")
                continue
            elif _between(placed, i):
                cause = f"between restated lines of chunk {piece.chunk}"
            elif (new := edge_edit(source, piece, i)) is not None and new not in edits.values() and new not in edged:
                edged.add(new)  # (a new line replaces one old line at most)
                cause = f"replaced by the new line right beside it, its new version, snippet line {new + 1}"
            elif (new := tail_edit(source, piece, i, edits)) is not None:
                cause = f"the old end of the statement that snippet lines up to {new + 1} rewrite and end"
            else:
                out.append(f"original line {i + 1} ({source.lines[i].strip()!r}) is deleted, but chunk {piece.chunk} "
                           "does not restate lines on both sides of it, and no new line replaces it")
                continue
            verdict.deletions.append((i, cause))
    return out


def _written_again(source: Source, snippet: Snippet, piece: Piece, edits: dict[int, int]) -> list[str]:
    """A new line read as the new version of one original line while it is, the same code, another original line
    the chunk deletes: the snippet restates that line, so the reading that deletes it and edits the other one is
    not proven (``message='a'`` read as the edit of a later ``message='b'``, the ``message='a'`` line deleted)."""
    written = {w.snippet: w.text.rstrip() for w in piece.lines if w.snippet is not None}
    versions = {written[s]: (s, j) for j, s in edits.items() if snippet.keys[s] != source.keys[j] and s in written}
    for i in piece.deleted():  # (the same line, its indentation too: not one moved out of a block)
        if (found := versions.get(source.lines[i].rstrip())) is not None and i not in edits and \
                not is_weak(source.keys[i]):
            return [f"original line {i + 1} ({source.lines[i].strip()[:60]!r}) is deleted, but snippet line "
                    f"{found[0] + 1}, read as the new version of line {found[1] + 1}, is that same code"]
    new_versions = set(edits.values())
    fresh = {w.text.rstrip(): w.snippet for w in piece.lines if w.snippet is not None and w.original is None and
             w.snippet not in new_versions}
    for j, s in edits.items():  # (and the other way: a call or declarator line the file has once, read as replaced
        if (again := fresh.get(source.lines[j].rstrip())) is not None and _NAMED.match(source.lines[j]) and \
                identity(source.lines[j]) is None and source.keys.count(source.keys[j], 0, len(source.keys)) == 1:
            # (while the chunk writes it anew; not a ``return`` read as replaced by another ``return``)
            return [f"original line {j + 1} ({source.lines[j].strip()[:60]!r}) is read as replaced by snippet line "
                    f"{s + 1}, but snippet line {again + 1}, written as new code, is that same line"]
    return []


def _reordered(source: Source, snippet: Snippet, certificate, piece: Piece, placed: list[int]) -> list[str]:
    """Sibling lines (one depth, as in a list or a run of imports) a chunk deletes between two of its placed lines,
    two or more of which another chunk writes anew (moved) while two or more the snippet never has, nor edits:
    the snippet moved lines and left the rest to its markers (a list re-sorted), so the neighbours it shows side by
    side do not prove the rest deleted."""
    out, new = [], None
    for a, b in zip(placed, placed[1:]):
        if b - a <= 4:
            continue  # (fewer than four lines between: no four siblings; most placed lines are neighbours)
        gap = [i for i in range(a + 1, b) if source.keys[i]]
        if len(gap) < 4 or len({source.widths[i] for i in gap}) > 1:
            continue  # (not two moved and two lost siblings: one depth, as a list's items)
        if new is None:  # the snippet's new lines: (chunk, text, key)
            new = [(p.chunk, w.text.strip(), snippet.keys[w.snippet]) for p in write_pieces(certificate)
                   for w in p.lines if w.original is None and w.snippet is not None]
        elsewhere = {text for chunk, text, key in new if chunk != piece.chunk and not is_weak(key)}
        moved = [i for i in gap if source.lines[i].strip() in elsewhere]
        said = set(snippet.keys) if len(moved) >= 2 else set()
        left = [i for i in gap if len(moved) >= 2 and i not in moved and source.keys[i] not in said and not
                is_comment(source.lines[i]) and not any(similarity(x, source.lines[i].strip()) >= SIMILAR
                                                        for _, x, _ in new)]  # neither restated nor edited
        if len(left) >= 2:
            out.append(f"chunk {piece.chunk} deletes original lines {a + 2}-{b} between its placed lines, but another "
                       f"chunk writes line {moved[0] + 1} ({source.lines[moved[0]].strip()[:60]!r}) anew, while line "
                       f"{left[0] + 1} ({source.lines[left[0]].strip()[:60]!r}) is nowhere in the snippet: code "
                       "moved, not deleted?")
    return out


def _beyond(source: Source, snippet: Snippet, piece: Piece, placed: list[int], edits: dict[int, int]) -> set[int]:
    """The original lines beyond a marker-less snippet edge that ``piece`` replaces: all of them from its first
    (last) placed line to the file's edge, when its new lines there restate every one (``restates_beyond``)."""
    if not placed:
        return set()
    writes = [w for w in piece.lines if w.snippet is not None]
    opens = not any(snippet.lines[i].strip() for i in range(piece.snippet[0]))
    ends = not any(snippet.lines[i].strip() for i in range(piece.snippet[1], len(snippet.lines)))
    out: set[int] = set()
    first, last = placed[0], placed[-1]
    at = {w.original: w.snippet for w in piece.lines if w.original is not None} | edits
    head = [w.text for w in writes if w.original is None and w.snippet < at[first]]
    tail = [w.text for w in writes if w.original is None and w.snippet > at[last]]
    news = {snippet.keys[w.snippet] for w in writes if w.original is None}  # (a line beyond the chunk writes as it
    # is, elsewhere, is that line moved: no similar line there is its new version)
    if opens and piece.original[0] == 0 and restates_beyond(head[::-1], source.lines[:first][::-1], top=True) and \
            not any(source.keys[i] in news for i in range(first) if not is_weak(source.keys[i])):
        out |= set(range(first))
    if ends and piece.original[1] == len(source.lines) and restates_beyond(tail, source.lines[last + 1 :]) and \
            not any(source.keys[i] in news for i in range(last + 1, len(source.lines)) if not is_weak(source.keys[i])) \
            and _names_kept(source, snippet, last + 1):
        out |= set(range(last + 1, len(source.lines)))
    return out


def _names_kept(source: Source, snippet: Snippet, start: int) -> bool:
    """Whether the snippet names every block declaration (of two lines or more) that starts at original line
    ``start`` or below (by the convention a declaration stated whole under a new name is new code: ``func
    TestParseRejectsThreeDecimals`` restates no ``TestParseRejectsGarbage`` beyond the snippet's end, however like
    their lines; a one-line ``emoji = ...`` may be edited into ``émoji = ...``)."""
    said = {word for line in snippet.lines for word in _WORD.findall(line)}
    return all(said.issuperset(_WORD.findall(decl.name)) for _, decl in source.flat
               if decl.start >= start and decl.end - decl.start > 1)


_WORD = re.compile(r"[\w$]+")


def _restated(source: Source, snippet: Snippet, piece: Piece, edits: dict[int, int]) -> dict[int, str]:
    """Original lines of the declarations a write piece states whole (``Snippet.whole``) and whose head it places
    (restated or edited), each with the declaration's name."""
    sections = stated_sections(source.lines, snippet.lines, {w.snippet: w.original for w in piece.lines if w.original
                                                             is not None}, piece.snippet[1]) \
        if source.language == "markdown" else []  # (a Markdown section restated whole, by its heading)
    return {i: names[-1] for names, _, decl in _stated_whole(source, snippet, piece, edits)
            for i in range(decl.start, decl.end)} | {i: source.lines[p].strip() for p, stop in sections
                                                    for i in range(p, stop)}


def _stated_whole(source: Source, snippet: Snippet, piece: Piece,
                  edits: dict[int, int]) -> list[tuple[tuple[str, ...], int, Decl]]:
    """The original declarations a write piece states whole and whose head it places, with their names paths and
    their heads' snippet lines; not one of whose lines the piece places from outside that statement (the next
    ``[[menu.main]]`` table's ``identifier = "about"``: the whole one is a new table, not about's)."""
    heads = {w.snippet: w.original for w in piece.lines if w.original is not None}
    heads.update({s: o for o, s in edits.items()})
    at = {o: s for s, o in heads.items()}  # (original line -> the snippet line placed on it)
    out = []
    for names, head, a, b in snippet.whole_spans(*piece.snippet):
        if head in heads and (decl := next((d for path, d in source.enclosing(heads[head])
                                            if tuple(n for _, n in path)[-len(names):] == names), None)) is not None \
                and all(a <= at[o] < b for o in range(decl.start, decl.end) if o in at and source.keys[o]):
            out.append((names, head, decl))
    return out


def _no_key_kept(source: Source, snippet: Snippet, piece: Piece, placed: list[int], edits: dict[int, int]) -> list[str]:
    """A data file's key the snippet states whole that restates or edits none of the keys it holds: its new keys
    replace those, or join them? Its marker would say (``on:`` / ``  merge_group:`` / a marker at the margin)."""
    if source.language not in DATA:
        return []
    seen, out = set(placed), []
    shut = {head for _, head in snippet.ended(*piece.snippet)}  # (its closer, code after it, or the snippet's end)
    for names, head, decl in _stated_whole(source, snippet, piece, edits):
        if head not in shut and decl.children and not any(i in seen for child in decl.children
                                                          for i in range(child.start, child.end)):
            out.append(f"the snippet states {names[-1]!r} whole, but none of the {len(decl.children)} key(s) it holds "
                       "in the original: its new keys may join them, not replace them")
    return out


def _copy(source: Source, snippet: Snippet, piece: Piece) -> int | None:
    """A new line (not weak) after the last restated line of ``piece`` that is the same code as a line the piece
    restates before the one above that: its snippet line. Such a chunk copies lines, so its last restated line may
    be a copy too (new code), and the lines between it and the one above it kept."""
    at = [k for k, w in enumerate(piece.lines) if w.original is not None]
    if len(at) < 2:
        return None
    restated = {source.keys[piece.lines[k].original] for k in at[:-1]}
    return next((w.snippet for w in piece.lines[at[-1] + 1 :] if w.original is None and w.snippet is not None and
                 snippet.keys[w.snippet] in restated and not is_weak(snippet.keys[w.snippet])), None)


def _between(placed: list[int], i: int) -> bool:
    """Original line ``i`` lies between two placed lines of a piece (``placed``: ascending)."""
    return bool(placed) and placed[0] < i < placed[-1]


def _whole_file(source: Source, snippet: Snippet, placed: list[int]) -> set[int]:
    """The code lines a marker-less whole-file snippet leaves out at the file's edges (see ``caused``)."""
    if snippet.has_markers or not placed:
        return set()
    code, old, mine = edge_code(source, snippet)  # (as the placement read them)
    if not code:
        return set()
    if not reaches_edges(source, snippet, code, old, mine, placed):
        return set()
    head = set(range(code[0])) if header_start(snippet.lines) else set()  # (comments above: the old header)
    inner = {i for i in range(code[0], code[-1]) if i < placed[0] or i > placed[-1]}  # (comments among the code
    out = {i for i in code if i < placed[0] or i > placed[-1]} | head | inner  # left out, as the placement does)
    return out - needed_above(source, snippet, [i for i in out if i < placed[0]])  # (an import the snippet uses)


_NAMED = re.compile(r"\s*(?:[\w*&<>:]+\s+)*\**(\w+)\s*\(")  # a line that opens with a declarator's name


def _skipped_twin(source: Source, piece: Piece, placed: list[int]) -> list[str]:
    """A lone restated line (not weak, and the piece's next line of code is new) of a write piece, placed after a
    run of deleted lines that holds the same line: it may stand on that earlier copy, or be new code, deleting less
    (``String currency = ...`` then ``for (PostingLine line : lines) {`` restated on a later loop, then new lines:
    the balance check between deleted)."""
    at = {w.original: k for k, w in enumerate(piece.lines) if w.original is not None}  # (restated line -> its place)
    deleted = set(piece.deleted())
    for prv, nxt in zip(placed, placed[1:]):
        if nxt not in at or is_weak(source.keys[nxt]) or _carried(piece, at[nxt]):
            continue
        if twin := next((j for j in range(prv + 1, nxt) if j in deleted and source.keys[j] == source.keys[nxt]), None):
            return [f"original lines {prv + 2}-{nxt} are deleted before the restated "
                    f"{source.lines[nxt].strip()[:60]!r} (original line {nxt + 1}), but original line {twin + 1} "
                    "among them is that same line: restated there, or new, deleting less?"]
    return []


def _carried(piece: Piece, k: int) -> bool:
    """Whether the piece's next line of code after its k-th written line restates an original line: the restated
    line at k opens a restated run (``@Test`` / ``void rejectsNegativeAmounts() {``, or a closer: ``"on": true`` /
    ``}``), it is no lone line before new code."""
    w = next((piece.lines[j] for j in range(k + 1, len(piece.lines)) if piece.lines[j].text.strip()), None)
    return w is None or w.original is not None

