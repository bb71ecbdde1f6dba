"""Snippet edges that carry no marker (a stage of :mod:`fastapply.apply.merge`, after the result check).

By the convention a chunk with no marker before (after) it reaches the file's start (end): the lines beyond it
are deleted. Chat assistants often restate a function, a struct or the import block with no leading (or
trailing) marker while markers elsewhere show that they elide code; read by the convention, the file's start
is lost and the merge refuses (``ambiguous``). Where that deletion would break what the rest of the file
needs, the missing marker is implicit: the snippet is merged again with it, and that reading is given
(``fuzzy``) when it passes the result check. What the deletion breaks, at the start:

- the result gains syntax errors (the lines above opened a scope the snippet sits in: ``describe(...) {``);
- it loses a declaration of the original that the snippet does not restate (with the file's grammar named,
  any; else a function, type or upper-case constant: a guessed grammar's plain variables may be an INI file's);
- it loses an import whose name the rest of the result still uses, or the file's package clause.

At the end: new syntax errors, or a declaration whose name the rest of the result still uses. Either way the
snippet's edge must stand at a boundary of the original: its first (last) line there starts (ends) a
top-level statement or a declaration, so that a chunk cut inside an import list or a block keeps its reading.
Worked example (an assistant restates the last line's change; ``os`` and ``re`` are used below)::

    >>> original = ("import os\\nimport re\\n\\n\\ndef read(path):\\n    return open(path).read()\\n\\n\\n"
    ...             "def slug(s):\\n    return re.sub('-', '_', s)\\n\\n\\ndef home():\\n    return os.getcwd()\\n")
    >>> snippet = "def read(path):\\n    return open(path).read().strip()\\n\\n# ... existing code ...\\n"
    >>> from fastapply.apply.merge import merge
    >>> result = merge(original, snippet, language="python")
    >>> result.text.startswith("import os\\nimport re\\n\\n\\ndef read(path):\\n    return open(path).read().strip()")
    True
    >>> result.confidence, result.reasons[-1]
    ('fuzzy', 'no marker before the snippet: read as one, since deleting the lines above would lose os, re')

The other way round, where the snippet itself shows that the deletion is meant (the lines stand elsewhere in
the result, imports it replaced or whose last use it removed, a snippet that opens the file: see
:mod:`fastapply.apply.meant`; or, read with the marker, a snippet that changes nothing), the convention's
reading is given (``fuzzy``), checked as the line merge's sure results are: no new syntax errors, no restated
declaration left as it was. A deleted licence header or section shows none of these and stays ambiguous.
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher

from fastapply.apply.check import GUESS_BREAKERS, Check
from fastapply.apply.decls import Decl, walk
from fastapply.apply.edges import WHOLE_SLACK, only_preamble
from fastapply.apply.linemerge import MergeResult
from fastapply.apply.markers import indent, is_marker_line, line_key
from fastapply.apply.meant import BOUND, EDGE_DOUBT, IMPORT, KEYWORDS, meant, used_names
from fastapply.apply.syntax import parse

__all__ = ["MARKER", "reread", "restated", "trimmed"]

MARKER = "// ... existing code ..."
EDGE_READ = 8  # lines at each end of a sure merge where the original's first (last) line is looked for
_AWAY = {"before": "above", "after": "below"}


def reread(
    lines: list[str], slines: list[str], check: Check, decided: MergeResult,
    again: Callable[[list[str]], MergeResult], named: bool,
) -> MergeResult | None:
    """The snippet ``slines`` read with a marker at the edges that have none, where ``decided`` (the merge read
    by the convention) deletes there what the file needs and the reread is sure and passes ``check``; or
    ``decided`` made sure where its only doubts are such deletions that the snippet shows it means
    (:mod:`fastapply.apply.meant`); None otherwise. An edge whose marker changes nothing is read with one too.
    ``again(snippet)`` merges other snippet lines; ``named``: the file's grammar was named, not guessed."""
    filled = [x for x in slines if x.strip()]
    if not filled or not any(map(is_marker_line, filled)):
        return None
    deletion = decided.text
    tree = parse("\n".join(lines), check.language)
    starts, ends = _boundaries(tree.root_node, check.decls, lines)
    open_sides = [side for side in ("before", "after") if not is_marker_line(filled[0 if side == "before" else -1])]
    marked, why, readings, deleted = [], [], {}, []
    unchanged = None
    for side in open_sides:
        merged = readings[side] = again(_edged(slines, [side]))
        if merged.text is None:
            continue
        if merged.text == deletion:  # the same file either way
            marked.append(side)
            continue
        kept, gone = merged.text.split("\n"), deletion.split("\n")
        reason, edge = "", None if decided.sure else _dropped(kept, gone, side, blank_end=True)
        if edge:  # first what the snippet says of the lines: deleting them then loses nothing the file needs
            at = edge[0] if side == "before" else len(check.lines) - (len(kept) - edge[0])
            edge = ((0, at) if side == "before" else (at, len(lines)), edge[1])
            reason = meant(side, edge[1], edge[0], deletion, check)
        if not reason and (found := _dropped(kept, gone, side)) is not None:
            at, dropped = found
            at = at if side == "before" else len(lines) - (len(kept) - at)
            if _at_boundary(lines, at, side, starts, ends) and (lost := _lost(lines, dropped, at, side, check,
                                                                              deletion, named)):
                marked.append(side)
                why.append(f"no marker {side} the snippet: read as one, since deleting the lines {_AWAY[side]} "
                           f"would lose {lost}")
                continue
        if edge and not reason:
            if unchanged is None:
                every = merged if len(open_sides) == 1 else again(_edged(slines, open_sides))
                unchanged = every.text == "\n".join(check.lines)
            reason = "read with a marker there the snippet changes nothing" if unchanged else ""
        if reason:
            deleted.append(side)
            why.append(f"no marker {side} the snippet: deleted the lines {_AWAY[side]}, since {reason}")
    if not why:
        return None
    if len(marked) == 1 and not deleted:
        merged = readings[marked[0]]
    else:
        merged = again(_edged(slines, marked)) if marked else decided
    doubts = [d for d in merged.doubts if not ((m := EDGE_DOUBT.match(d)) and m[1] in deleted)]
    if merged.text is None or doubts or not (merged.sure or merged.doubts):
        return None
    if any(p.endswith(GUESS_BREAKERS) or not deleted for p in check.problems(merged.text)):
        return None  # (a deletion the snippet means is the line merge's reading: checked as a sure one is)
    return MergeResult(merged.text, "fuzzy", (*merged.reasons, *why))


def restated(lines: list[str], slines: list[str], sdecls: list[Decl], check: Check,
             again: Callable[[list[str]], MergeResult]) -> MergeResult | None:
    """A snippet with no markers at all that restates declarations of the original by name and nothing else, a
    small part of the file (what it leaves out is over WHOLE_SLACK of the file, which the whole-file reading
    would delete): those declarations replaced, the rest kept, when that passes ``check``; None otherwise."""
    restating = {id(sdecl) for sdecl in check.restated.values()}
    if not sdecls or check.markers or not all(id(sdecl) in restating for sdecl in sdecls):
        return None
    inside = {i for sdecl in sdecls for i in range(sdecl.start, sdecl.end)}
    if any(x.strip() for i, x in enumerate(slines) if i not in inside):
        return None
    kept = set(range(len(lines))) - {i for path, ident, decl in walk(check.decls) if (path, ident) in check.restated
                                     for i in range(decl.start, decl.end)}
    if sum(1 for i in kept if lines[i].strip()) <= WHOLE_SLACK * sum(1 for x in lines if x.strip()):
        return None
    edged = [MARKER]
    for sdecl in sdecls:
        edged += [*slines[sdecl.start : sdecl.end], indent(slines[sdecl.start]) + MARKER]
    merged = again(edged)
    if not merged.sure or merged.text is None or check.problems(merged.text):
        return None
    return MergeResult(merged.text, "fuzzy", (*merged.reasons, f"no markers, and it restates {len(sdecls)} "
                                              "declaration(s) of a larger file: replaced those, kept the rest"))


def trimmed(lines: list[str], merged: list[str]) -> bool:
    """The ``merged`` lines lack the original's first or last non-blank line: the edge rule deleted lines there
    (a sure merge is read again only then)."""
    filled = [x for x in lines if x.strip()]
    ends = [x for x in merged if x.strip()]
    return bool(filled and ends) and (filled[0] not in ends[:EDGE_READ] or filled[-1] not in ends[-EDGE_READ:])


def _edged(slines: list[str], sides: list[str]) -> list[str]:
    return [*[MARKER] * ("before" in sides), *slines, *[MARKER] * ("after" in sides)]


def _dropped(kept: list[str], deleted: list[str], side: str, blank_end: bool = False) -> tuple[int, list[str]] | None:
    """Where the reading that keeps the edge (``kept``, as lines) differs from the one that deletes it by lines
    it has alone at that edge: (the index in ``kept`` where its other lines start (end), those lines).
    ``blank_end``: past the blank lines both end with (a final newline)."""
    if side == "after":
        tail = 0
        while blank_end and tail < min(len(kept), len(deleted)) and not kept[-1 - tail].strip() \
                and not deleted[-1 - tail].strip():
            tail += 1
        kept, deleted = kept[: len(kept) - tail], deleted[: len(deleted) - tail]
        found = _dropped(kept[::-1], deleted[::-1], "before")
        return None if found is None else (len(kept) - found[0], found[1][::-1])
    suffix = 0
    while suffix < min(len(kept), len(deleted)) and kept[-1 - suffix] == deleted[-1 - suffix]:
        suffix += 1
    head, other = kept[: len(kept) - suffix], deleted[: len(deleted) - suffix]
    ops = SequenceMatcher(None, head, other, autojunk=False).get_opcodes()
    if not ops or ops[0][0] != "delete" or ops[0][1] != 0:
        return None
    return ops[0][2], head[: ops[0][2]]


def _boundaries(root, decls: list[Decl], lines: list[str]) -> tuple[set[int], set[int]]:
    """The original lines that start (end) a top-level statement or a declaration."""
    starts, ends = set(), set()
    for node in root.named_children:
        starts.add(node.start_point.row)
        ends.add(node.end_point.row - (node.end_point.column == 0))
    for _, _, decl in walk(decls):
        starts.update(range(decl.start, next((i for i in range(decl.start, decl.end)
                                               if not lines[i].lstrip().startswith(("#", "//", "/*", "*", "@"))),
                                              decl.start) + 1))
        ends.add(decl.end - 1)
    return starts, ends


def _at_boundary(lines: list[str], at: int, side: str, starts: set[int], ends: set[int]) -> bool:
    """The snippet's edge lands on a boundary: from ``at`` (where the kept lines stop) over blank lines, the first
    (last, before ``at``) original line starts (ends) a statement or declaration."""
    step, at = (1, at) if side == "before" else (-1, at - 1)
    while 0 <= at < len(lines) and not lines[at].strip():
        at += step
    return 0 <= at < len(lines) and at in (starts if side == "before" else ends)


def _lost(lines: list[str], dropped: list[str], at: int, side: str, check: Check, deletion: str,
          named: bool) -> str:
    """What deleting the ``dropped`` lines (the original's before (after) line ``at``) would lose that the rest
    of the file needs, in words; "" when nothing."""
    if check.broken(deletion):
        return "the scope the snippet sits in (the result would have syntax errors)"
    span = (0, at) if side == "before" else (at, len(lines))
    inside = [decl for path, ident, decl in walk(check.decls) if span[0] <= decl.start and decl.end <= span[1]
              and (path, ident) not in check.restated]
    rest = [line for line in deletion.split("\n") if not IMPORT.match(line)]
    used = used_names({d.name for d in inside if d.name.isidentifier()}, rest)
    if side == "after":
        return ", ".join(sorted(used))
    if any(only_preamble([line]) for line in dropped):
        return "its package clause"
    gone = [d.name for d in inside if d.kind != "var" or d.name.isupper() or named]
    if gone:
        return ", ".join(gone[:3])
    names = {name for line in dropped if IMPORT.match(line) and not is_marker_line(line)
             for name in BOUND.findall(line_key(line)) if name not in KEYWORDS}
    return ", ".join(sorted(used_names(names, rest)))
