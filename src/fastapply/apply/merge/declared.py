"""The certifier's rules on the result as a program: declarations whole and not doubled, and no new syntax
error (:mod:`fastapply.apply.merge.certify` runs them)."""

from __future__ import annotations

import re
from collections import Counter

from .certificate import KEEP, Certificate, write_pieces
from .decls import declarations, walk
from .keys import DATA, key_declarations
from .lines import SIMILAR, identity, is_closer, is_comment, is_weak, join_lines, similarity
from .placed import placed_lines
from .redeclared import reassigned
from .scopes import cut_unnamed, ends_with, renamed_heads, renames
from .sections import open_fence
from .snippet import Snippet
from .source import Source, compiles
from .syntax import errors, parse


def declarations_whole(source, snippet, certificate, result, verdict) -> list[str]:
    """No declaration is cut or doubled: each original one is kept, edited inside with its first and closing lines
    kept (or edited), or deleted whole; the result declares no function, type or key more often than the original
    and the snippet do; no new declaration has the body of an original one that is kept (a rename beside the
    old, or a copy); a new declaration a marker cuts renames an original one, which the result no longer has."""
    if not source.language:
        return []
    caused_lines = {i for i, _ in verdict.deletions}
    replaced = {i for i, cause in verdict.deletions if cause.startswith("replaced by")}
    whole = {i for i, cause in verdict.deletions if cause.startswith("the snippet restates")}
    lost = {i for i, cause in verdict.deletions if not cause.startswith("replaced by")} | {
        i for piece in certificate.pieces for i in piece.deleted() if source.lines[i].strip() and i not in caused_lines}
    out = []
    written = {w.snippet for piece in certificate.pieces for w in piece.lines if w.original is None}
    renamed = [old for old, head in renamed_heads(snippet, source).items() if head in written]
    for path, decl in source.flat:
        first = source.head_of(decl) if decl.kind != "item" else next(  # (the comments above it are nobody's; a
            i for i in range(decl.start, decl.end) if source.keys[i] and not is_comment(source.keys[i]))  # list item's
        code = [i for i in range(first, decl.end) if source.lines[i].strip()]  # first line is its ``- name: x``)
        gone = [i for i in code if i in lost]
        if not gone or all(i in lost or i in replaced for i in code):
            continue  # (kept, or deleted whole: its lines deleted, or its first replaced by a new version of it)
        head = first
        closer = code[-1] if is_closer(source.keys[code[-1]]) and len(code) > 1 else None
        opener = _inner(source, code, closer) if closer is not None else None
        if opener is not None and (opener in lost and all(i in whole for i in gone)
                                   or opener in lost | replaced and _spanned(certificate, head, closer, decl.end)):
            continue  # its last line closed a statement the snippet rewrote, within the snippet's own span of it
        if head in lost and decl.kind == "item":
            if _renamed_item(snippet, decl, code, certificate):
                lost.discard(head)
        elif head in lost and (any(ends_with(tuple(n for _, n in path), old) for old in renamed) or _rewritten(
                source, certificate, head) and any(i not in lost and not is_weak(source.keys[i]) and source.keys.count(
                    source.keys[i], 0, len(source.lines)) == 1 for i in code[1:])):
            lost.discard(head)  # replaced by its renamed (or rewritten) first line, where a line of its own stays
        if head in lost or closer in lost:
            out.append(f"{path[-1][1]!r} is cut: its {'first' if head in lost else 'closing'} line is deleted, "
                       "some of it kept")
    out += _restated_kept(source, snippet, certificate)
    out += _copies(source, snippet, certificate)
    out += _renamed_beside(source, snippet, certificate)
    out += reassigned(source, certificate)
    had = _counted(_paths(source.declarations))
    heads = [identity(w.text) for piece in write_pieces(certificate) for w in piece.lines if w.original is None]
    if source.language in DATA or any(name and not name.endswith("=") and name not in ("return", "raise", "throw")
                                      for name in heads):
        now = _counted(_names(source.language, join_lines(result, "\n", True)))
    else:
        now = had  # no new line declares anything: nothing can be declared twice that was not
    said = _said(snippet, source.language)
    over = {path: n - max(had[path], said(path), 1) for path, n in now.items() if n > max(had[path], 1)}
    over = {path: n for path, n in over.items() if n > 0}
    if over and source.language == "python":  # @overload, @name.setter declare a function once more, by design
        added = _overloads(result) - _overloads(source.lines)
        over = {path: n for path, n in over.items() if n > added[path[-1]]}
    out += [f"{path[-1]!r} is declared {now[path]} times; the original and the snippet have it at most "
            f"{max(had[path], said(path))} times" for path in over]
    return out


def _said(snippet: Snippet, language: str):
    """How often the snippet declares a path: by its name in code (a fragment's outer declarations may be unread);
    in data, by the paths that end it (``web.depends_on``, not ``worker.depends_on``: a snippet that restates both
    services says each key once)."""
    if language not in DATA:
        said = Counter(name for _, (_, name, _), _ in walk(snippet.declarations))
        return lambda path: said[path[-1]]
    paths: dict[str, Counter] = {}  # (by their last name: only those can end a path)
    for path in _paths(snippet.declarations):
        paths.setdefault(path[-1], Counter())[path] += 1
    return lambda path: sum(n for p, n in paths.get(path[-1], {}).items() if path[-len(p):] == p)


_DEF = re.compile(r"\s*(?:async\s+)?def\s+(?P<name>\w+)\s*\(")


def _overloads(lines: list[str]) -> Counter:
    """Per function name, how many of its definitions in ``lines`` are decorated ``@overload`` (typing's) or are a
    property's setter or deleter (``@name.setter``): each declares the name once more, by design."""
    out: Counter = Counter()
    for i, line in enumerate(lines):
        if (match := _DEF.match(line)) is None:
            continue
        k = i - 1
        while k >= 0 and lines[k].strip().startswith("@"):
            if re.fullmatch(r"@(?:typing\.|t\.)?overload", lines[k].strip()) or \
                    lines[k].strip() in (f"@{match['name']}.setter", f"@{match['name']}.deleter"):
                out[match["name"]] += 1
                break
            k -= 1
    return out


def _spanned(certificate: Certificate, head: int, closer: int, end: int) -> bool:
    """One write piece restates a line of the declaration from ``head`` on before ``closer`` and a line at or
    beyond its ``end`` after it: the snippet runs on through the declaration's end, no marker between."""
    return any(any(w.original is not None and head <= w.original < closer for w in piece.lines)
               and any(w.original is not None and w.original >= end for w in piece.lines)
               for piece in write_pieces(certificate) if piece.original[0] <= closer < piece.original[1])


def _inner(source: Source, code: list[int], closer: int) -> int | None:
    """The line that opens the statement a declaration's closing line closes, when that is not the declaration's
    first line (its body's last statement, ``assert (`` ... ``)``, at the closing line's depth), else None."""
    opener = next((i for i in reversed(code[:-1]) if source.widths[i] <= source.widths[closer]), None)
    return opener if opener is not None and opener != code[0] and source.widths[opener] == source.widths[closer] \
        else None


def _restated_kept(source: Source, snippet: Snippet, certificate: Certificate) -> list[str]:
    """A declaration the snippet states whole and closes (no marker after it: ``Snippet.closed``), its first line
    placed on an original declaration's first line: none of that declaration's original code is kept beside it."""
    kept = {i for piece in certificate.pieces if piece.kind == KEEP for i in piece.kept()}
    placed = {w.snippet: w.original for piece in write_pieces(certificate) for w in piece.lines
              if w.original is not None}
    placed.update({s: o for piece in write_pieces(certificate)
                   for o, s in placed_lines(source, snippet, piece)[1].items()})
    out, closed = [], [(names, head) for names, head in snippet.ended(0, len(snippet.lines)) if head in placed]
    by_head: dict[int, list] = {}
    for path, decl in source.flat if closed else ():
        by_head.setdefault(source.head_of(decl), []).append((path, decl))
    for names, head in closed:
        decl = next((d for path, d in by_head.get(placed[head], ()) if ends_with(tuple(n for _, n in path), names)),
                    None)
        stays = [i for i in range(placed[head], decl.end) if i in kept and source.keys[i]] if decl else []
        if stays:
            out.append(f"{names[-1]!r} is restated whole (snippet line {head + 1} on), but its original line "
                       f"{stays[0] + 1} ({source.lines[stays[0]].strip()[:60]!r}) is kept beside it")
    return out


def _renamed_beside(source: Source, snippet: Snippet, certificate: Certificate) -> list[str]:
    """A new declaration that a marker cuts stands for an original one (``renames``): that one's first line must
    not be kept beside it, and one that renames none has nothing its marker could stand for."""
    kept = {i for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else
                                                       [w.original for w in piece.lines if w.original is not None])}
    out = [f"the new {new[-1]!r} has a marker inside it, but renames no original declaration it could stand for"
           for new, _ in cut_unnamed(snippet, source)]
    for new, old in renames(snippet, source).items():
        for path, decl in source.flat:
            if ends_with(tuple(n for _, n in path), old) and source.head_of(decl) in kept:
                out.append(f"the new {new[-1]!r} renames {old[-1]!r} (a marker stands for the rest of its body), "
                           f"but {old[-1]!r} is kept")
    return out


def _copies(source: Source, snippet: Snippet, certificate: Certificate) -> list[str]:
    """New declarations of the snippet (their head written new) whose body and the body of an original declaration
    the result keeps whole hold one another, in order (the shorter two lines of code or more, the longer at most
    twice as long): a copy of it with lines added or left out."""
    kept = {i for piece in certificate.pieces if piece.kind == KEEP for i in piece.kept()}
    bodies = []
    for path, decl in source.flat:
        head = source.head_of(decl)  # (the comments above it may be restated)
        if all(i in kept for i in range(head, decl.end)) and (body := [k for k in source.keys[head + 1 : decl.end]
                                                                      if k]):  # (its body read where it is kept)
            bodies.append((body, path[-1][1]))
    new = {w.snippet for piece in write_pieces(certificate) for w in piece.lines if w.original is None}
    groups: dict[int, list[int]] = {}  # the snippet's declarations as it scopes them: head line -> its lines,
    for i, path in enumerate(snippet.paths):  # those of the declarations inside it too
        for head in snippet.heads(i) if path else ():
            groups.setdefault(head, []).append(i)
    holding: dict[str, list[int]] = {}  # strong line -> the bodies that hold it (two of them a copy shares)
    for n, (body, _) in enumerate(bodies):
        for key in dict.fromkeys(k for k in body if not is_weak(k)):
            holding.setdefault(key, []).append(n)
    out = []
    for head, lines in groups.items():
        name = snippet.paths[head][-1][1] if snippet.paths[head] else None
        if head not in new or name is None:
            continue
        mine = [snippet.keys[i] for i in lines if i > head and snippet.keys[i]]
        near = sorted({n for k in mine for n in holding.get(k, ())})
        copied = next((bodies[n][1] for n in near if bodies[n][1] != name and _within(bodies[n][0], mine)), None)
        if copied is not None:
            out.append(f"the new {name!r} has the body of {copied!r}, which is kept: a rename, or a copy?")
    return out


def _renamed_item(snippet: Snippet, decl, code: list[int], certificate: Certificate) -> bool:
    """A YAML list item's deleted first line (``- id: leak_shutoff``) was rewritten, the item kept: where the snippet
    names it (``- uses: actions/checkout@v4``) or alike (``Combine coverage & fail`` for ``... and fail``), or no
    marker keeps its last line (``- name: Prepare tox`` above its old body; the new ``- id: garage`` is another)."""
    key, name = decl.name.split(": ", 1)
    return any(name in line or line.lstrip().startswith(f"- {key}:") and similarity(line.split(":", 1)[1], name)
               >= SIMILAR for line in snippet.lines) or not any(piece.kind == KEEP and code[-1] in piece.kept()
                                                                for piece in certificate.pieces)


def _rewritten(source: Source, certificate: Certificate, line: int) -> bool:
    """Original ``line`` is deleted where a write piece writes, between the same restated lines, a new line that
    reads like it (SIMILAR): its new version."""
    for piece in write_pieces(certificate):
        if not piece.original[0] <= line < piece.original[1]:
            continue
        before = [k for k, w in enumerate(piece.lines) if w.original is not None and w.original < line]
        after = [k for k, w in enumerate(piece.lines) if w.original is not None and w.original > line]
        lo, hi = (before[-1] + 1 if before else 0), (after[0] if after else len(piece.lines))
        return any(w.original is None and w.snippet is not None and similarity(w.text, source.lines[line]) >= SIMILAR
                   for w in piece.lines[lo:hi])
    return False


def _within(a: list[str], b: list[str]) -> bool:
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    return 2 * len(long) <= 3 * len(short) and sum(not is_weak(k) for k in short) >= 2 and _subsequence(short, long)


def _subsequence(short: list[str], long: list[str]) -> bool:
    rest = iter(long)
    return all(any(x == y for y in rest) for x in short)


def parses(source, snippet, certificate, result, verdict) -> list[str]:
    """The result has no syntax error the original has not (and an interpreter line stays the first line)."""
    text = join_lines(result, "\n", True)  # (searched once for a late '#!' line: no loop over the lines)
    if _LATE.get(source.language, _LATE[""]).search(text) and not any(_shebang(x) for x in source.lines[1:]):
        return ["a '#!' line (or a parser directive) is written below the file's first line, where it is none"]
    if not source.language:
        return []
    if source.language == "markdown" and open_fence(result) and not open_fence(source.lines):
        return ["a code fence is left open: the result's fence lines do not pair up as the original's do"]
    tree = parse(text, source.language)
    more = errors(tree, source.language) - source.errors
    if more > 0:
        return [f"the result has {more} syntax error(s) the original has not"]
    if source.language == "python" and not all(compiles(x) for x in _touched(tree, certificate, result)) and \
            source.compiles:
        return ["the result has a syntax error (Python's own parser) the original has not"]
    return []


def _touched(tree, certificate: Certificate, result: list[str]) -> list[str]:
    """The result's top-level statements (tree-sitter's) that hold a new line, or the first line after a deletion,
    with the statements right beside them, as texts (each run of them one): only they can hold a syntax error the
    original has not (the other statements are the file's own, unchanged); the whole result where the
    certificate does not tile it."""
    rows = [i for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else
                                                        [w.original for w in piece.lines])]
    if len(rows) != len(result):
        return [join_lines(result, "\n", True)]
    touched = {r for r, i in enumerate(rows) if i is None or r and rows[r - 1] is not None and rows[r - 1] + 1 != i}
    owner = [-1] * len(result)  # per row, the top-level statement that holds it
    spans = [(n.start_point.row, min(n.end_point.row, len(result) - 1)) for n in tree.root_node.children]
    for k, (a, b) in enumerate(spans):
        owner[a : b + 1] = [k] * (b + 1 - a)
    if any(owner[r] < 0 and result[r].strip() for r in touched):
        return [join_lines(result, "\n", True)]  # (a new line no statement holds: all of it)
    near = sorted({j for r in touched if owner[r] >= 0 for j in (owner[r] - 1, owner[r], owner[r] + 1)
                   if 0 <= j < len(spans)})  # (with the statements beside them: an ``except:`` left without body)
    runs: list[list[int]] = []
    for k in near:
        if runs and k == runs[-1][-1] + 1:
            runs[-1].append(k)
        else:
            runs.append([k])
    return [join_lines(result[spans[run[0]][0] : spans[run[-1]][1] + 1], "\n", True) for run in runs]


_LATE = {"": re.compile(r"\n#!(?!\[)"), None: re.compile(r"\n(?:#!|# ?(?:syntax|escape)=)")}  # (and directives)


def _shebang(line: str) -> bool:
    """An interpreter line (``#!/bin/sh``; not a Rust ``#![forbid(...)]``) or a Dockerfile's ``# syntax=`` line."""
    return line.startswith(("#!", "# syntax=", "#syntax=", "# escape=", "#escape=")) and not line.startswith("#![")


def _names(language: str, text: str) -> list[tuple[str, ...]]:
    """The declarations of ``text`` but its variables (assigned anew at will), each as its path of names (kinds
    aside: a function restated as an arrow function is the same one)."""
    return _paths(key_declarations(text, language) if language in DATA else declarations(text, language))


def _paths(decls) -> list[tuple[str, ...]]:
    return [(*(n for _, n, _ in path), name) for path, (kind, name, _), _ in walk(decls) if kind != "var"]


def _counted(paths: list[tuple[str, ...]]) -> Counter:
    return Counter(p for p in paths if not any(n.startswith("[[") for n in p))  # (TOML's arrays of tables repeat)
