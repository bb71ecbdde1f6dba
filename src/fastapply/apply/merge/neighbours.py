"""The certifier's rules on what a chunk stands beside: old versions of its new lines kept next to them, and
lines kept where a marker's depth says they are not (:mod:`fastapply.apply.merge.certify` runs them)."""

from __future__ import annotations

import re

from .alike import alike as _alike
from .alike import apart, copy, one_more, restated_twin, spread_copy
from .calls import callee as _callee
from .certificate import KEEP, WRITE
from .commas import comma_only
from .lines import edits as is_edit
from .lines import identity, is_access, is_closer, is_comment, is_weak, line_key, sibling_imports, width
from .moved import moved as _moved
from .moved import moved_in
from .placed import replaces
from .revalued import revalued
from .siblings import NEAR, assigned_top, closer_twin, continues, exits, first_twin, weak_edge
from .siblings import kept_lines as _kept_lines
from .siblings import sibling as _sibling
from .source import Source


def _declared_body(new: list[str]) -> bool:
    """Whether the last of ``new`` lines is the body of a declaration a new line opens (a new method's ``pass``), or
    of a shell ``case`` branch (``rollback)`` / ... / ``;;``)."""
    opener = next((x for x in reversed(new[:-1]) if width(x) < width(new[-1])), None)
    return opener is not None and (identity(opener) is not None or line_key(new[-1]) in (";;", ";&") and
                                   line_key(opener).endswith(")"))


def _may_twin(near: str, new: list[str], step: int) -> bool:
    """Whether a chunk's weak edge line may be a twin written anew: at its top, one that opens no bracket (a new
    list item's ``{`` follows its like; a bare comment line is new: the lines between are kept, never deleted on
    its word; a TOML ``[[bin]]`` opens the next of its tables), at its bottom, one that is no new declaration's
    body."""
    return not line_key(near).endswith(("{", "[", "(")) and not is_comment(near) and \
        not _TABLE.fullmatch(line_key(near)) if step < 0 else not _declared_body(new)


_TABLE = re.compile(r"\[\[[\w.\-\" ]+\]\]")  # a TOML array-of-tables header (``[[bin]]``): one more item of its list


def _weak_twin(source: Source, new: str, kept: list[int]) -> int | None:
    """Among the kept lines just below a chunk (the NEAR nearest, or further while they stand as deep as it, items
    of one list), the twin of its last line, a weak line but no closer or docstring quotes, written new (``//``,
    ``continue``): the snippet may restate that line (deleting what lies between), not write another."""
    if not weak_edge(key := line_key(new)):
        return None
    for n, k in enumerate(kept):
        if n >= NEAR and source.widths[k] != width(new):
            return None
        if source.keys[k] == key and source.widths[k] == width(new):
            return k
    return None


def beside(source, snippet, certificate, result, verdict) -> list[str]:
    """No original code kept next to a chunk is the old version of the chunk's new lines at that edge (before its first
    restated line, after its last): the new line right beside the kept one is its new version (``alike``; merely like
    it, where it names nothing, only outside a run of like lines: ``<li>c</li>`` after ``<li>b</li>`` after
    ``<li>a</li>`` is a new item), or calls what it calls at its depth where no other line beside them does (a call
    edited, not one of a run of calls), or the new lines there are, one for one, an edited copy of the kept lines beside
    them (not where the chunk restates a like block right on their other side: one more block). A closing line kept
    beside the same closing line, new, at its depth, is one written twice; a line among the NEAR kept nearest the edge
    that sets what one of the chunk's NEAR new lines there sets, otherwise, in the same block, is its old version
    (``_named_near``); code kept right after a new return (raise, throw, break) at its depth would never run; a new
    branch line (``} else {``, ``{% elif x %}``) right after a kept line at its depth that opens a branch leaves the
    branch it opens empty. The kept line beside a chunk is not written anew among its new lines at another depth (moved
    into a new block, the old kept), and the kept lines nearest it are not the old version of its new lines with lines
    added (``spread_copy``). A new line that is another deleted line with a comma added (or dropped) is that line's
    version, no kept line's (``comma_only``)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        runs = (piece.lines[: marks[0]] if marks else piece.lines, piece.lines[marks[-1] + 1 :] if marks else piece.lines)
        for step, run in zip((-1, 1), runs):
            new = [w.text for w in run if w.snippet is not None and w.text.strip()]
            kept = _kept_lines(source, pieces, n, step, len(new))
            if not new or not kept:
                continue
            near, edge = (new[0], kept[-1]) if step < 0 else (new[-1], kept[0])  # the two lines beside each other
            call = ([x for x in new if not is_comment(x)] or new)[0 if step < 0 else -1]  # (past new comments)
            old, weak = source.lines[edge], is_weak(source.keys[edge])
            run = identity(near) is None and _long_run(source, near, edge, step)  # (more items of a list)
            copied = len(kept) >= len(new) > 1 and not run and copy(new, [source.lines[k] for k in kept]) and \
                not one_more(source, new, _kept_lines(source, pieces, n, step, 3 * len(new)), step) and \
                not (copy(new, restated_twin(piece, marks, step, len(new))) and
                     apart(new, [source.lines[k] for k in kept]))
            anchor = piece.lines[marks[0] if step < 0 else marks[-1]].original if marks else None
            alike = line_key(near) == source.keys[edge] and (width(near) == width(old) or not is_closer(
                source.keys[edge])) if weak else _alike(near, old) and not (
                run or identity(near) is None and not is_edit(near, old) and _in_run(source, near, edge, step, anchor)
                or comma_only(source, verdict, near))
            if alike or copied:
                verdict.suspects += [edge] * bool(alike)
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept next to its new version "
                           f"({near.strip()!r})")
            elif not weak and moved_in(source, new, edge):
                out.append(f"original line {edge + 1} ({old.strip()[:60]!r}) is kept beside the chunk, which writes it "
                           "anew at another depth: moved into a new block, the old kept?")
            elif not run and spread_copy(new[::step], [source.lines[k] for k in kept][::step]) and \
                    not one_more(source, new, _kept_lines(source, pieces, n, step, 3 * len(new)), step):
                out.append(f"the original lines kept {'above' if step < 0 else 'below'} the chunk from line "
                           f"{edge + 1} ({old.strip()[:60]!r}) are the old version of its new lines, with lines "
                           "added among them: kept beside their edit?")
            elif step < 0 and (twin := closer_twin(source, near, edge,
                                                   _kept_lines(source, pieces, n, step, NEAR))) is not None:
                out.append(f"the chunk's first line ({near.strip()!r}) is written new right after a kept line that "
                           f"opens a block, but the kept original line {twin + 1} just above is the same closing line: "
                           "restated there, or written twice?")
            elif _may_twin(near, new, step) and (twin := _weak_twin(
                    source, near, _kept_lines(source, pieces, n, step, 3 * NEAR)[::step])) is not None:
                out.append(f"the chunk's {'first' if step < 0 else 'last'} line ({near.strip()!r}) is written new, "
                           f"while the same line is kept just {'above' if step < 0 else 'below'} (original line "
                           f"{twin + 1}): restated there, or written twice?")
            elif _one_call(source, call, edge, step, anchor) and not replaces(source, snippet, piece, call):
                verdict.suspects.append(edge)
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept next to a new call of the same "
                           f"{_callee(call, source.language)}() ({call.strip()!r}), not one of a run of them: its new "
                           "version?")
            elif (pair := _named_near(source, new, _kept_lines(source, pieces, n, step, NEAR), step)) is not None:
                k, x = pair
                out.append(f"original line {k + 1} ({source.lines[k].strip()!r}) is kept near a new line that sets "
                           f"the same name ({x.strip()!r}): its old version?")
            elif (pair := revalued(new[:NEAR] if step < 0 else new[-NEAR:], source,
                                   _kept_lines(source, pieces, n, step, NEAR))) is not None:
                x, k = pair
                out.append(f"original line {k + 1} ({source.lines[k].strip()!r}) is kept beside a new line that sets "
                           f"another name to its value ({x.strip()!r}): renamed, the old kept?")
            elif (pair := assigned_top(source, new, _kept_lines(source, pieces, n, step, len(source.lines)), step)):
                k, x = pair
                out.append(f"original line {k + 1} ({source.lines[k].strip()[:60]!r}) is kept beside the new "
                           f"{x.strip()[:60]!r}, which assigns the same top-level name anew: its old version?")
            elif step < 0 and width(near) == width(old) and _opens_branch(old) and _next_branch(near):
                out.append(f"the new {near.strip()[:60]!r} right after the kept {old.strip()[:60]!r} (original line "
                           f"{edge + 1}) leaves the block that line opens empty: its body restated in the new branch?")
            elif step > 0 and exits(near) and width(near) <= width(old) and not continues(old):
                out.append(f"original line {edge + 1} ({old.strip()!r}) is kept after the new {near.strip()!r}, "
                           "where it can never run")
            elif step < 0 and exits(old) and (code := _first_code(new, old)) is not None:
                verdict.suspects += [edge] * (exits(code) and line_key(code).split()[0] == source.keys[edge].split()[0])
                out.append(f"the new {code.strip()[:60]!r} is written right after the kept {old.strip()!r} (original "
                           f"line {edge + 1}) in its block, where it can never run")
    return out + _moved(source, snippet, certificate) + _sibling(source, certificate) + first_twin(source, certificate)


def _first_code(new: list[str], old: str) -> str | None:
    """The chunk's first new line of code, past comments as deep as ``old`` (a comment above a new ``return``),
    where it stands as deep as ``old`` and goes on no statement before it (not ``} else {``, not a ``#`` line)."""
    code = next((x for x in new if not (is_comment(x) and width(x) == width(old))), None)
    return code if code is not None and width(code) == width(old) and not continues(code) and \
        not is_comment(code) and not line_key(code).startswith("#") else None


def _named_near(source: Source, new: list[str], kept: list[int], step: int) -> tuple[int, str] | None:
    """A kept line among the NEAR nearest a chunk's edge that sets the same name, at the same depth and in the same
    block, as one of the chunk's NEAR new lines there, otherwise (an import of the same module, an assignment to the
    same name), or None: the same line again is a sibling's (a new test's setup), not an old version; a line less deep,
    or one that opens a block or a section (a Markdown heading too), between them parts two blocks that each set the
    name."""
    news = new[:NEAR] if step < 0 else new[-NEAR:]
    olds = kept[-NEAR:] if step < 0 else kept[:NEAR]
    for a, k in enumerate(olds):
        name, depth = _module(source.lines[k]), source.widths[k]
        if name is None:
            continue
        for b, x in enumerate(news):
            if _module(x) != name or width(x) != depth or line_key(x) == source.keys[k] or \
                    sibling_imports(x, source.lines[k]):
                continue
            between = [source.lines[j] for j in (olds[a + 1 :] if step < 0 else olds[:a])] + \
                (news[:b] if step < 0 else news[b + 1 :])
            if not any(width(y) < depth or _parts(y) or source.language == "markdown" and y.startswith("#")
                       for y in between):  # (a Markdown heading opens a section)
                return k, x
    return None


def _inner(line: str) -> str:  # a template tag's statement (``{% elif x %}``: ``elif x``), else the line
    return re.sub(r"^\s*\{%-?\s*|\s*-?%\}\s*$", "", line)


def _next_branch(line: str) -> bool:
    """A line that ends the body before it: a closer or the next branch (``} else {``, ``elsif x``, ``{% endif %}``)."""
    return continues(_inner(line)) or re.match(r"\}\s*(else|catch|finally)\b", line_key(line)) is not None


def _opens_branch(line: str) -> bool:
    """A line that opens a conditional or loop body (``if (x) {``, ``} else {``, ``elsif x``, ``{% elif x %}``)."""
    key = line_key(_inner(line))
    first = re.match(r"[}\s]*([\w]*)", key)[1]
    return first in ("if", "elif", "elsif", "else", "for", "foreach", "while", "unless", "case", "when") and \
        not key.endswith((";", "}", "end")) and not (  # (not a block on one line: ``case .a: return x``)
            first in ("case", "when") and re.search(r"(?::|=>|->|\bthen)\s+\S", key) is not None)


def _parts(line: str) -> bool:
    """A line that opens a block or a section (``[testenv:docs]``, ``def f():``, ``server {``, a Dockerfile's
    ``FROM ... AS base``: a stage, whose ``ARG`` lines are its own)."""
    key = line_key(line)
    return key.startswith("[") or key.endswith((":", "{")) or key.startswith("FROM ") and not line[:1].isspace()


def _module(line: str) -> str | None:
    """What ``line`` sets, as ``identity`` names it, an import and a from-import of one module alike; None where it
    names nothing, or only its keyword (``return``)."""
    name = identity(line)
    if name is None or " " not in name:
        return None
    how, _, what = name.partition(" ")
    return f"import {what}" if how in ("import", "from") else name


def _one_call(source: Source, new: str, edge: int, step: int, anchor: int | None) -> bool:
    """The new line and the kept one beside it call the same function at one depth, and neither the kept line's
    other neighbour nor the chunk's anchor beside the new one calls it: a lone call, edited, kept beside its
    new version (a run of such calls takes a new one as a sibling)."""
    callee = _callee(new, source.language)
    if callee is None or callee != _callee(source.lines[edge], source.language) or \
            width(new) != width(source.lines[edge]):
        return False
    around = [p for p in (_beyond_line(source, edge, step), anchor) if p is not None]
    return not any(_callee(source.lines[p], source.language) == callee for p in around)


def _beyond_line(source: Source, edge: int, step: int) -> int | None:
    """The kept line's other neighbour: the next non-blank original line past it, away from the chunk."""
    beyond = edge + step
    while 0 <= beyond < len(source.lines) and not source.lines[beyond].strip():
        beyond += step
    return beyond if 0 <= beyond < len(source.lines) else None


def _in_run(source: Source, new: str, edge: int, step: int, anchor: int | None) -> bool:
    """The new line is like the kept line beside it and like another line there too (the kept line's other
    neighbour, or the chunk's anchor beside the new line): an item of a run of like lines."""
    return any(p is not None and _alike(new, source.lines[p]) for p in (_beyond_line(source, edge, step), anchor))


def _long_run(source: Source, new: str, edge: int, step: int, length: int = 3) -> bool:
    """The kept line beside the new one and the ones beyond it, ``length`` in a row, are all like it (a list of
    versions, of classifiers): one more item of the run, not an edit of its last one."""
    at: int | None = edge
    for _ in range(length):
        if at is None or not _alike(new, source.lines[at]):
            return False
        at = _beyond_line(source, at, step)
    return True


def inside(source, snippet, certificate, result, verdict) -> list[str]:
    """An indented marker between a chunk that opens a block (its last line less indented than the marker) and new lines
    (or restated ones, where that chunk closes the block: ``int f(...) {`` / ``/* ... */`` / ``return x;`` / ``}``)
    stands for code inside that block: what it keeps before them may leave that block (closing lines less indented than
    it), but not enter another one after that (the new lines would land in a block the snippet does not show; the
    restated ones are another block's, the two read as one)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[:-1]):
        after = pieces[n + 1]
        if piece.kind != KEEP or piece.marker is None or after.kind != WRITE or not after.lines:
            continue
        depth = width(snippet.lines[piece.marker])
        before = [w.text for w in pieces[n - 1].lines if w.text.strip()] if n and pieces[n - 1].kind == WRITE else []
        if not before or width(before[-1]) >= depth:
            continue  # no chunk right above opens the block the marker would stand in
        if after.lines[0].original is not None and not _closed_in(after, width(before[-1]), depth):
            continue  # (restated lines after it: only where the chunk after closes the block the snippet opened)
        code = [i for i in piece.kept() if source.lines[i].strip()]
        out_at = next((k for k, i in enumerate(code) if source.widths[i] < depth and not is_access(source.lines[i]) and
                       not source.keys[i].startswith("#") and not is_comment(source.lines[i])), None)  # (``#endif``)
        if depth and out_at is not None and any(source.widths[i] >= depth for i in code[out_at + 1 :]):
            left = code[out_at]
            out.append(f"the marker at snippet line {piece.marker + 1} is indented inside a block, but the code it "
                       f"keeps leaves that block at original line {left + 1} ({source.lines[left].strip()!r}) and "
                       "enters another")
    return out


def _closed_in(piece, opened: int, depth: int) -> bool:
    """The write piece's lines stand at ``depth`` or deeper until a closing line as deep as ``opened`` (the chunk ends
    the block its chunk above opened), and that closing line is its last line of code."""
    code = [w.text for w in piece.lines if w.text.strip()]
    end = next((k for k, x in enumerate(code) if width(x) < depth), None)
    return end == len(code) - 1 and width(code[end]) == opened and is_closer(line_key(code[end]))
