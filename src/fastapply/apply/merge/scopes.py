"""Which original lines a snippet line may stand for, by the declarations both lie in: part of the convention,
read alike by the placement and the certifier.

A line inside a declaration of the snippet stands only for a line inside the original declaration of that
name path (its tail: a fragment shows a member without its class); a line inside a declaration the original does
not have (a new one) stands for none, unless its first line stands in the original (a declaration the original's
parse does not see) or it renames one (``renames``). Lines outside every declaration of the snippet may stand
for any line; an assignment is no declaration here. Names only: a function restated as an arrow function is the
same one. A bare ``continue`` (``break``, ``pass``, ``return``) in a block the snippet opens with a line the
original does not have stands only for one in a block that line's version opens.

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def a():\\n    return 1\\n\\ndef b():\\n    return 1\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\ndef c():\\n    return 1\\n", "python")
    >>> [may_stand_for(snippet, 2, source, p) for p in (1, 4)]
    [False, False]
"""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from .keys import DATA, opened_above
from .lines import ALIKE, edits, identity, is_closer, is_weak, line_key, similarity, width, words
from .sections import heading_level
from .snippet import Snippet
from .source import Source

__all__ = ["cut_unnamed", "ends_with", "may_stand_for", "renamed_heads", "renames", "stands_for"]

_Rename = tuple[tuple[str, ...], tuple[str, ...] | None, int]  # (new names path, original's or None, its head)
_RENAMES: WeakKeyDictionary[Snippet, tuple[Source, list[_Rename]]] = WeakKeyDictionary()
_SCOPES: WeakKeyDictionary[Snippet, tuple[Source, list, dict, dict]] = WeakKeyDictionary()


def may_stand_for(snippet: Snippet, i: int, source: Source, p: int) -> bool:
    """Whether snippet line ``i`` may stand for (restate, or edit) original line ``p`` (see the module docstring)."""
    return stands_for(snippet, source)(i, p)


def stands_for(snippet: Snippet, source: Source, offset: int = 0):
    """``may_stand_for`` as a function of (snippet line - ``offset``, original line), for many questions."""
    scopes, openers, inside = _scopes(snippet, source)
    paths = source.paths

    def allowed(i: int, p: int) -> bool:
        i += offset
        scope = scopes[i]
        if i in openers and not _opened_by(source, p, openers[i]):
            return False
        if scope is True or scope is False:
            return scope
        if (seen := inside.get((scope, path := paths[p]))) is None:
            seen = inside[scope, path] = _inside(tuple([n for _, n in path]), scope)
        return seen

    return allowed


def _scopes(snippet: Snippet, source: Source) -> tuple[list, dict, dict]:
    """Per snippet line, the names path of the original declaration it must lie in, or True / False where any
    line / none will do; the new openers of bare jumps (``_new_opener``) by line; a cache of ``_inside`` answers
    (all kept per snippet, for this source)."""
    cached = _SCOPES.get(snippet)
    if cached is not None and cached[0] is source:
        return cached[1], cached[2], cached[3]
    renamed, known = renames(snippet, source), {}  # known: a snippet path -> the original declaration it names
    scopes = [_scope(snippet, i, source, renamed, known) for i in range(len(snippet.lines))]  # (read once a path)
    for i in (*_new_bodies(snippet, source), *_new_sections(snippet, source)):
        scopes[i] = False
    openers = {i: opener for i in range(len(snippet.lines)) if (opener := _new_opener(snippet, i, source)) is not None}
    _SCOPES[snippet] = (source, scopes, openers, {})
    return scopes, openers, _SCOPES[snippet][3]


def _scope(snippet: Snippet, i: int, source: Source, renamed: dict, known: dict) -> tuple[str, ...] | bool:
    spath = snippet.paths[i]
    while spath and spath[-1][0] == "var":  # an assignment scopes nothing (a fragment may show it anywhere)
        spath = spath[:-1]
    if not spath:
        return True
    if (names := known.get(spath)) is not None:
        return names
    names = tuple(n for _, n in spath)
    for new, old in renamed.items():
        if names[:len(new)] == new:
            names = (*old, *names[len(new):])
            break
    if names not in source.known:  # new, or unseen by the original's parse: its first line stands there (in its
        depth = next(k for k in range(1, len(names) + 1) if names[:k] not in source.known)  # outer declaration:
        outer = names[: depth - 1] if snippet.language not in DATA or opened_above(snippet, i, depth) and \
            names[: depth - 1] in source.known else ()  # (a data file's keys are read loosely elsewhere)
        return any(_inside(tuple(n for _, n in source.paths[q]), outer)
                   for q in source.keys.positions.get(snippet.keys[snippet.heads(i)[depth - 1]], ()))
    known[spath] = names  # (the original's declaration: found by the path alone, unlike a new one's lines)
    return names


def _new_bodies(snippet: Snippet, source: Source):
    """The lines of the blocks that new names open (a line that opens a block or is a key, setting a name no original
    line sets, even bare, or a CSS rule whose selector no original rule has; the lines under it and the closer back
    at its depth, no marker among them, half of them or more new, closers aside: a new key's value,
    ``evictions: NewCounter(...{``, ``.btn--danger {``): new code, however alike another block's lines are."""
    lines, keys, i = snippet.lines, snippet.keys, 0
    rules = {_selector(k) for k in source.keys.positions if "{" in k} if source.language == "css" else set()
    while i < len(lines):
        name, depth = identity(lines[i]), width(lines[i])
        if name is None and rules and keys[i].endswith("{") and _selector(keys[i]) not in rules and \
                not _listed(lines, i, rules):
            name = keys[i]  # (a CSS rule whose selector opens no original rule: new, named by it)
        if name is None or name == "return" or not (keys[i].endswith(("{", "(", "[", ":")) or name.endswith(":")) \
                or snippet.is_marker(i) or source.named(name) or \
                source.named_bare((re.findall(r"[\w$-]+", name) or [name])[-1]):  # (a class made a record)
            i += 1
            continue
        end = snippet.block_end(i)
        if end < len(lines) and snippet.is_marker(end) and width(lines[end]) > depth:
            i += 1
            continue  # (a marker inside: the rest of a renamed block, perhaps)
        body = end
        while body > i + 1 and not keys[body - 1]:
            body -= 1  # (the blank lines after it are no one's)
        if end < len(lines) and keys[end] and width(lines[end]) == depth and is_closer(keys[end]):
            body = end = end + 1  # (its closer)
        code = [keys[j] for j in range(i + 1, body) if keys[j] and not is_closer(keys[j])]  # (its content)
        if 2 * sum(k not in source.keys.positions for k in code) >= len(code) > 0:  # (mostly restated: a renamed
            yield from range(i + 1, body)  # key's block, ``Parameters:`` now ``Args:``)
        i = end


def _new_sections(snippet: Snippet, source: Source):
    """The lines of the Markdown sections that new headings open (a heading the original does not have, nor one as
    high that reads like it, up to the next heading as high or a marker, its text lines not fences or braces half
    of them or more new): a new section, however alike another section's fences and braces are."""
    if snippet.language != "markdown":
        return
    keys, marks, fenced = snippet.keys, [], False
    for key in keys:  # (a ``#`` line inside a code fence is code, no heading)
        fenced ^= key.startswith(("```", "~~~"))
        marks.append(0 if fenced else heading_level(key))
    headings = [k for k in source.keys if heading_level(k)]
    for i, level in enumerate(marks):
        if not level or keys[i] in source.keys.positions or snippet.is_marker(i) or any(
                heading_level(k) == level and (keys[i].startswith(k) or k.startswith(keys[i])) for k in headings):
            continue  # (a heading rewritten, ``# Runbook`` now ``# Runbook (Case Manager)``: its section, not new)
        end = next((j for j in range(i + 1, len(keys)) if snippet.is_marker(j) or 0 < marks[j] <= level), len(keys))
        text = [k for k in keys[i + 1 : end] if not is_weak(k) and not k.startswith("```")]
        if 2 * sum(k not in source.keys.positions for k in text) >= len(text) > 0:
            yield from range(i + 1, end)


def _listed(lines: list[str], i: int, rules: set[str]) -> bool:
    """A selector of the list that ends on line ``i`` (``.card:hover,`` / ``.card:focus-within {``), on a line
    above it, opens an original rule: that rule, its selectors widened."""
    while i > 0 and lines[i - 1].rstrip().endswith(","):
        i -= 1
        if " ".join(lines[i].strip()[:-1].split()) in rules:
            return True
    return False


def _selector(key: str) -> str:
    """A CSS rule's selector, as its line opens it, spacing aside (``.tip`` of ``.tip{`` and of ``.tip {``)."""
    return " ".join(key.split("{", 1)[0].split())


_JUMPS = frozenset({"continue", "break", "pass", "return"})  # bare statements that end a block: any block's


def _new_opener(snippet: Snippet, i: int, source: Source) -> str | None:
    """The line that opens the block of a bare ``continue`` (``break``, ``pass``, ``return``), where the original
    does not have it: such a line stands only for one in a block its version opens (``_opened_by``), not for one
    of another block that a new line would take in. (Closing lines are left out: measured, a closer read so lost
    more right merges than it saved.)"""
    if snippet.keys[i].rstrip(";") not in _JUMPS or snippet.is_marker(i):
        return None
    depth = width(snippet.lines[i])
    opener = next((k for k in range(i - 1, -1, -1) if snippet.keys[k] and (
        snippet.is_marker(k) or width(snippet.lines[k]) < depth)), None)  # (past a marker: what it keeps opens it)
    if opener is None or snippet.is_marker(opener) or snippet.keys[opener] in source.keys.positions:
        return None
    return snippet.lines[opener]


def _opened_by(source: Source, p: int, opener: str) -> bool:
    """Original line ``p``'s block is opened by a version of ``opener`` (``edits``)."""
    q = next((k for k in range(p - 1, -1, -1) if source.keys[k] and source.widths[k] < source.widths[p]), None)
    return q is not None and edits(opener, source.lines[q])


def _inside(opath: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """An original line in the declarations ``opath`` lies inside the declaration of the names path ``names``
    (its tail; () is anywhere)."""
    if len(names) == 1:
        return names[0] in opath  # (most scopes: one name, anywhere in the path)
    return not names or any(opath[:j][-len(names):] == names for j in range(len(names), len(opath) + 1))


def renames(snippet: Snippet, source: Source) -> dict[tuple[str, ...], tuple[str, ...]]:
    """The snippet's new declarations that rename an original one, as {new names path: original names path}. A new
    declaration (its outer ones known) renames one when a marker stands for the rest of its body (a marker after it,
    deeper than its first line, or after it unfinished: a declaration the original does not have has no code to
    leave out, and one stated whole is new code) and its first line, its new name read as the old one, is the first
    line (or that line with words added) of exactly one original declaration of that kind whose name the snippet
    does not declare.

    >>> source = Source("def main():\\n    run()\\n    stop()\\n", "python")
    >>> renames(Snippet("def start():\\n    run()\\n    # ... existing code ...\\n", "python"), source)
    {('start',): ('main',)}
    >>> renames(Snippet("def start():\\n    run()\\n", "python"), source)
    {}
    """
    return {new: old for new, old, _ in _renames(snippet, source) if old is not None}


def renamed_heads(snippet: Snippet, source: Source) -> dict[tuple[str, ...], int]:
    """{original names path (its tail): the snippet line of the first line that renames it} (see ``renames``)."""
    return {old: head for _, old, head in _renames(snippet, source) if old is not None}


def cut_unnamed(snippet: Snippet, source: Source) -> list[tuple[tuple[str, ...], int]]:
    """The snippet's new declarations that a marker inside cuts (deeper than their first line, before code back at
    its depth) but that rename no original one (``renames``): their marker stands for code the original does not
    have. Each as (names path, its first line); none in data files."""
    if snippet.language in DATA:
        return []  # (a key's marker stands for the rest of the table it is in)
    return [(new, head) for new, old, head in _renames(snippet, source)
            if old is None and re.match(r"[\w$]", new[-1]) and _marked_inside(snippet, head)]


def _marked_inside(snippet: Snippet, head: int) -> bool:
    """The first marker after declaration head ``head`` (past its lines of code) sits deeper than it."""
    depth = width(snippet.lines[head])
    for i in range(head + 1, len(snippet.lines)):
        if snippet.is_marker(i):
            return width(snippet.lines[i]) > depth
        if snippet.lines[i].strip() and width(snippet.lines[i]) <= depth and i > head + 1:
            return False
    return False


def _renames(snippet: Snippet, source: Source) -> list[_Rename]:
    cached = _RENAMES.get(snippet)
    if cached is not None and cached[0] is source:
        return cached[1]
    found: dict[tuple[str, ...], list] = {}  # names path -> [kind, head line, last line]
    depths: dict = {}  # per snippet path (a declaration's lines share it): ``_new_depth``, read once
    for i, spath in enumerate(snippet.paths):
        if (d := depths.get(spath, -1)) == -1:
            d = depths[spath] = _new_depth(spath, source.known)
        if d is not None:
            names = tuple(n for _, n in spath)
            entry = found.setdefault(names[: d + 1], [spath[d][0], snippet.heads(i)[d], i])
            entry[2] = max(entry[2], i)
    declared = {n for spath in snippet.paths for _, n in spath} if found else set()
    whole = None  # (the heads of the declarations the snippet states whole, found where asked)
    out: list[_Rename] = []
    for names, (kind, head, last) in found.items():
        after = next((i for i in range(last + 1, len(snippet.lines)) if snippet.lines[i].strip()), None)
        if after is None or not snippet.is_marker(after):
            continue
        if width(snippet.lines[after]) <= width(snippet.lines[head]):
            whole = {h for _, h in snippet.whole(0, len(snippet.lines))} if whole is None else whole  # (by head:
            if head in whole:  # past a marker, its path is short)
                continue
        name = names[-1]
        olds = [path for path, decl in source.flat if path[-1][0] == kind and path[-1][1] not in declared
                and ends_with(tuple(n for _, n in path[:-1]), names[:-1])
                and _widens(re.sub(rf"\b{re.escape(name)}\b", path[-1][1], snippet.keys[head]),
                            source.keys[source.head_of(decl)])]
        out.append((names, (*names[:-1], olds[0][-1][1]) if len(olds) == 1 else None, head))
    _RENAMES[snippet] = (source, out)
    return out


def _new_depth(spath: tuple[tuple[str, str], ...], known: frozenset[tuple[str, ...]]) -> int | None:
    """The depth in ``spath`` of its first declaration the original does not have, in one it has (None: none, or
    an assignment there, which is no declaration a marker could cut)."""
    names = tuple(n for _, n in spath)
    for d in range(len(names)):
        if names[: d + 1] not in known and (d == 0 or names[:d] in known):
            return None if spath[d][0] == "var" else d
    return None


def _widens(new: str, old: str) -> bool:
    """``new`` is ``old``, or reads alike and keeps all its words (a parameter added)."""
    return line_key(new) == line_key(old) or similarity(new, old) >= ALIKE and words(old) <= words(new)


def ends_with(path: tuple[str, ...], tail: tuple[str, ...]) -> bool:
    return len(tail) <= len(path) and path[len(path) - len(tail):] == tail
