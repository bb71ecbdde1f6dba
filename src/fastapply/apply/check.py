"""The result check (the merge's last stage): is the merged file still the original program with the snippet's
change, and nothing else? It decides whether a merge may be reported sure.

A merge fails the check when its result has more syntax errors than the original, or when a declaration of the
original that the snippet does not restate (nor anything inside it) is changed or gone, or a declaration is
doubled. Worked example (a new ``mean`` whose loop, placed by lines, turned ``sum`` into ``mean``)::

    >>> original = "def sum(xs):\\n    t = 0\\n    for x in xs:\\n        t += x\\n    return t\\n"
    >>> snippet = "# ... existing code ...\\n\\ndef mean(xs):\\n    t = 0\\n    for x in xs:\\n        t += x\\n    return t / len(xs)\\n"
    >>> wrong = "def mean(xs):\\n    t = 0\\n    for x in xs:\\n        t += x\\n    return t / len(xs)\\n"
    >>> Check(original, snippet, "python").problems(wrong)
    ["'sum' is gone though the snippet does not restate it"]
    >>> Check(original, snippet, "python").problems(original + "\\n\\n" + snippet.split("\\n", 2)[2])
    []

A declaration is gone rightly when the snippet restates its neighbours on both sides with no marker between
them (the convention's way to delete it), or when the snippet has no markers at all (it is the whole file).
"""

from __future__ import annotations

import ast
import itertools
import re
import warnings
from collections import Counter

from fastapply.apply.decls import Decl, declarations, snippet_declarations, walk
from fastapply.apply.edges import LOOKALIKE
from fastapply.apply.markers import is_marker_line, is_weak, line_key, similarity, width
from fastapply.apply.syntax import errors, parse

__all__ = ["GUESS_BREAKERS", "Check"]

Path = tuple[tuple[str, str], ...]
GUESS_BREAKERS = ("the original has not", "yet the result keeps it as it was")  # what no sure guess may have


def _keys(path) -> Path:
    return tuple((kind, name) for kind, name, _ in path)


class Check:
    """The original and the snippet, parsed once; :meth:`problems` checks a merged text against them."""

    def __init__(self, original: str, snippet: str, language: str, decls: list[Decl] | None = None,
                 sdecls: list[Decl] | None = None) -> None:
        self.language = language
        self.lines = original.split("\n")
        self.snippet = snippet.split("\n")
        self.text = snippet
        self.errors = errors(parse(original, language), language)
        self.strict = language == "python" and _compiles(original)  # tree-sitter-python takes `def f():` alone
        self._broken: dict[str, str] = {}  # text -> broken(text)
        self.decls = decls if decls is not None else declarations(original, language)
        sdecls = sdecls if sdecls is not None else snippet_declarations(snippet, language)
        self.markers = any(map(is_marker_line, self.snippet))
        self.stated = [(_keys(path), (kind, name), decl) for path, (kind, name, _), decl in walk(sdecls)]
        self.skeys = Counter(key for _, key, _ in self.stated)
        self.originals = {(path, ident): decl for path, ident, decl in walk(self.decls)}
        self.counts = Counter((path, ident[:2]) for path, ident in self.originals)
        by_key: dict[tuple[str, str], list[tuple[Path, Decl]]] = {}
        for spath, skey, sdecl in self.stated:
            by_key.setdefault(skey, []).append((spath, sdecl))
        self.restated: dict[tuple, Decl] = {}  # original identity -> the snippet declaration that restates it
        for (path, (kind, name, k)), decl in self.originals.items():
            full = (*_keys(path), (kind, name))
            for spath, sdecl in by_key.get((kind, name), ()):
                if full[len(full) - len(spath) - 1 :] == (*spath, (kind, name)):
                    self.restated[(path, (kind, name, k))] = sdecl
                    break
        by_name: dict[str, list[tuple[Path, str]]] = {}
        for spath, (kind, name), _ in self.stated:
            by_name.setdefault(name, []).append((spath, kind))
        self.rekinded = {(path, ident) for path, ident in self.originals if (path, ident) not in self.restated
                         and any(kind != ident[0] and _keys(path)[len(path) - len(spath) :] == spath
                                 for spath, kind in by_name.get(ident[1], ()))}  # a def restated as an assignment
        self.single = Counter(map(id, self.restated.values()))
        self.single = {key: n == 1 for key, n in self.single.items()}  # snippet declarations restating one only
        names = {ident[:2] for _, ident in self.originals}
        self.new = [decl for _, (kind, name), decl in self.stated  # new functions, types, calls: unknown names
                    if (kind, name) not in names and kind != "var" and not decl.broken]
        self.shapes = any(decl.kind != "var" and not decl.broken for _, _, decl in self.stated)  # beyond one-liners
        self.touched = {(path[:i], path[i]) for path, _ in self.restated for i in range(len(path))}
        inside = set()  # snippet lines inside its declarations: a new one's lines edit no other
        restating = {id(sdecl) for sdecl in self.restated.values()}
        for _, _, sdecl in self.stated:
            if sdecl.kind != "var" and not sdecl.broken:  # a statement the snippet states bare may be a function's,
                inside.update(range(sdecl.start, self._own_end(sdecl, id(sdecl) in restating)))  # not a
                # variable; a partial one's lines align as lines
        self.renamed = {decl.kind for path, key, decl in self.stated  # a new name with markers inside: a rename
                        if not any(key == i[1][:2] for i in self.restated)
                        and any(map(is_marker_line, self.snippet[decl.start : decl.end]))}
        self.said = Counter(map(line_key, self.snippet))
        self.once = Counter(map(line_key, self.lines))
        self.once = {key: n == 1 for key, n in self.once.items()}  # original lines that stand once
        self.free = {line_key(x) for i, x in enumerate(self.snippet)
                     if i not in inside and x.strip() and not is_marker_line(x)}

    def problems(self, text: str) -> list[str]:
        """What is wrong with the merged ``text`` (nothing: it passes)."""
        tree = parse(text, self.language)
        found: list[str] = []
        if broken := self.broken(text, tree):
            found.append(broken)
        lines = text.split("\n")
        result = {(path, ident): decl for path, ident, decl in walk(declarations(text, self.language, tree))}
        grown = {(path[:i], path[i]) for path, ident in result if (path, ident) not in self.originals
                 for i in range(len(path))}
        gone = {ident for ident in self.originals if ident not in result}
        self.gone: list[Decl] = []  # the declarations the last checked text lost
        skip = {i for ident in gone for i in range(self.originals[ident].start, self.originals[ident].end)}
        for ident, decl in self.originals.items():
            if ident in self.restated or ident in self.touched or ident in grown:
                continue
            name = ident[1][1]
            if (now := result.get(ident)) is None:
                if self.markers and not self._deleted(ident) and not self._between(decl, skip) \
                        and decl.kind not in self.renamed and not self._renamed_var(decl) and ident not in self.rekinded:
                    found.append(f"{name!r} is gone though the snippet does not restate it")
                    self.gone.append(decl)
            elif not self._edited(lines[now.start : now.end], self.lines[decl.start : decl.end], decl):
                found.append(f"{name!r} changed though the snippet does not restate it")
        for ident, sdecl in self.restated.items():  # a marker inside a restated one stands for some lines
            now = result.get(ident)
            marks = self._marks(sdecl, lines[now.start : now.end]) if now is not None else 0
            stated = Counter(line_key(x) for x in self.snippet[sdecl.start : sdecl.end] if not is_marker_line(x))
            if now is not None and marks and sum((Counter(map(line_key, lines[now.start : now.end])) - stated
                                                  - Counter([""])).values()) < marks:  # none beyond the stated ones
                found.append(f"{ident[1][1]!r} lost the lines its marker stands for")
            if now is not None and not any(map(is_marker_line, self.snippet[sdecl.start : sdecl.end])) and \
                    self.single[id(sdecl)] and self._whole(sdecl):  # the result shows it
                got, want, was = (_body(x, d) for x, d in ((lines, now), (self.snippet, sdecl),
                                                            (self.lines, self.originals[ident])))
                if got == was != want and was[len(was) - len(want) :] != want and not (  # (as it was, from below
                        was[: len(want)] == want and self._marked(sdecl)):  # its comments; its head, a marker next)
                    found.append(f"{ident[1][1]!r} is restated, yet the result keeps it as it was")
        per_scope = Counter((path, ident[:2]) for path, ident in result)
        for (path, key), n in per_scope.items():
            had = self.counts[(path, key)]
            if n > had and n - had > max(self.skeys[key], key[1] in self.text):
                found.append(f"{key[1]!r} is declared {n} times, the original and snippet say {max(had, 1)}")
        return found

    def broken(self, text: str, tree=None) -> str:
        """The syntax errors ``text`` has that the original has not, in words ("" when none); once per text."""
        if text not in self._broken:
            self._broken[text] = self._errors_of(text, tree if tree is not None else parse(text, self.language))
        return self._broken[text]

    def doubled(self, text: str) -> str:
        """A line (not a weak one) that ``text`` has more often than both the original and the snippet, in words
        ("" when none): a chunk written twice, which no declaration count sees in a plain statement."""
        have, had, stated = (Counter(line_key(x) for x in lines if x.strip() and not is_marker_line(x))
                             for lines in (text.split("\n"), self.lines, self.snippet))
        line = next((key for key, n in have.items() if n > max(had[key], stated[key]) and not is_weak(key)), None)
        return "" if line is None else f"the result has {line!r} more often than the original and the snippet"

    def _errors_of(self, text: str, tree) -> str:
        if (count := errors(tree, self.language)) > self.errors:
            return f"the result has {count - self.errors} syntax error(s) the original has not"
        if self.strict and not _compiles(text):
            return "the result has a syntax error (Python's own parser) the original has not"
        return ""

    def _own_end(self, sdecl: Decl, restated: bool) -> int:
        """Where the snippet's own lines of ``sdecl`` end: at a restated class's (type's, impl's) first marker (its
        lines below it outside its stated members are the snippet's edits of members it does not restate), or at
        a marker at its first line's indentation or left of it (it hides the next declaration's head; the parse
        ran on over that one's lines); those lines are as free as lines between declarations."""
        members = restated and sdecl.kind in ("type", "impl")
        return next((i for i in range(sdecl.start + 1, sdecl.end) if is_marker_line(self.snippet[i])
                     and (members or width(self.snippet[i]) <= width(self.snippet[sdecl.start]))), sdecl.end)

    def _whole(self, sdecl: Decl) -> bool:
        """The snippet states this declaration in full: not cut short, no marker of its body right after it."""
        after = next((x for x in self.snippet[sdecl.end :] if x.strip()), "")
        return not sdecl.broken and not (is_marker_line(after) and width(after) > width(self.snippet[sdecl.start]))

    def _marks(self, sdecl: Decl, now: list[str]) -> int:
        """The markers inside the snippet's ``sdecl`` that stand for its lines (``now``: them in the result): not
        one at no deeper indentation than its first line whose lines below it (down to the next marker) are there
        but none in the declaration (a marker that hides the next declaration's head, its lines parsed into this
        one), nor any after it."""
        kept, count, body = set(map(line_key, now)), 0, self.snippet[sdecl.start : sdecl.end]
        for at, line in enumerate(body):
            if is_marker_line(line):
                below = [line_key(x) for x in itertools.takewhile(lambda x: not is_marker_line(x), body[at + 1 :])]
                if any(below) and not any(key in kept for key in below if key) and width(line) <= width(body[0]):
                    return count  # the rest of its parse is the next declarations'
                count += 1
        return count

    def _marked(self, sdecl: Decl) -> bool:
        """A marker is the snippet's next line after this declaration (at any indentation): the lines it states
        as they were are its head, the marker its existing rest."""
        return is_marker_line(next((x for x in self.snippet[sdecl.end :] if x.strip()), ""))

    def _renamed_var(self, decl: Decl) -> bool:
        """A one-line variable whose line the snippet restates under another name (a like line)."""
        if decl.kind != "var" or decl.end - decl.start != 1:
            return False
        line = self.lines[decl.start]
        return any(sdecl.kind == "var" and similarity(self.snippet[sdecl.start], line) >= LOOKALIKE
                   for _, _, sdecl in self.stated)

    def _edited(self, now: list[str], was: list[str], decl: Decl | None = None) -> bool:
        """Unchanged, or changed by the snippet's own lines outside its declarations, anchored inside it: every
        line it gained is such a line, and one of those equals one of its (not blank, not a closer) lines or
        edits a line it lost that stands once in the file (``_edits_once``). Or
        every line it gained is such a line or a snippet line naming it or one of its members (a header the
        snippet restates where its parse is lost, a one-line declaration rewritten), and one does."""
        if [x.rstrip() for x in now] == [x.rstrip() for x in was]:
            return True
        before = Counter(map(line_key, was))
        after = Counter(map(line_key, now))
        gained = after - before
        names = [d.name.rsplit(".", 1)[-1] for d in _family(decl)] if decl is not None else []
        named = [bool(self.said[key]) and any(_names(key, name) for name in names) for key in gained]
        if any(named) and all(not key or key in self.free or n for key, n in zip(gained, named)):
            return True
        anchored = any(not is_weak(key) and key in self.free for key in before) or \
            self._edits_once(gained, before - after)
        doubled = any(before[key] and not is_weak(key) and after[key] > self.said[key]  # a line of it twice that
                      for key in gained)  # the snippet does not say twice: placed twice
        return anchored and not doubled and all(not key or key in self.free for key in gained)

    def _edits_once(self, gained: Counter[str], lost: Counter[str]) -> bool:
        """A gained free line of the snippet edits one of the ``lost`` lines of the declaration, a line that
        stands nowhere else in the file (a lookalike, as ``count_edits`` pairs them): the edit's own place."""
        lost = [key for key in lost if key and self.once[key]]
        return any(key in self.free and not is_weak(key) and any(similarity(key, old) >= LOOKALIKE for old in lost)
                   for key in gained)

    def _between(self, decl: Decl, skip: set[int]) -> bool:
        """The original lines around ``decl`` (and other gone ones, lines ``skip``) stand in one chunk of the
        snippet, in order: it deletes them."""
        above = next((line_key(self.lines[i]) for i in range(decl.start - 1, -1, -1)
                      if not is_weak(line_key(self.lines[i])) and i not in skip), None)
        below = next((line_key(self.lines[i]) for i in range(decl.end, len(self.lines))
                      if not is_weak(line_key(self.lines[i])) and i not in skip), None)
        if above is None or below is None:
            return False
        keys = [None if is_marker_line(x) else line_key(x) for x in self.snippet]
        for at, key in enumerate(keys):
            if key == above:
                for later in keys[at + 1 :]:
                    if later is None:
                        break
                    if later == below:
                        return True
        return False

    def _deleted(self, ident) -> bool:
        """Its neighbours in its scope are restated with no marker between them: the snippet deletes it."""
        path = ident[0]
        siblings = [(i, d) for (p, i), d in self.originals.items() if p == path]
        at = next(n for n, (i, _) in enumerate(siblings) if i == ident[1])
        before = next((self.restated.get((path, i)) for i, _ in reversed(siblings[:at])
                       if (path, i) in self.restated), None)
        after = next((self.restated.get((path, i)) for i, _ in siblings[at + 1 :] if (path, i) in self.restated),
                     None)
        if before is None and after is not None and not siblings[:at]:  # the first in its scope: the line above it
            decl = siblings[at][1]  # (an import, a class header) restated instead, with no marker down to ``after``
            above = next((line_key(self.lines[i]) for i in range(decl.start - 1, -1, -1)
                          if not is_weak(line_key(self.lines[i]))), None)
            start = next((i for i in range(after.start - 1, -1, -1)
                          if is_marker_line(self.snippet[i]) or line_key(self.snippet[i]) == above), None)
            return start is not None and line_key(self.snippet[start]) == above
        if before is None or after is None or before.end > after.start:
            return False
        return not any(map(is_marker_line, self.snippet[before.end : after.start]))


def _family(decl: Decl) -> list[Decl]:
    """The declaration and all declarations inside it."""
    return [decl, *(d for child in decl.children for d in _family(child))]


def _names(line: str, name: str) -> bool:
    """``line`` holds ``name`` as a whole word."""
    return re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", line) is not None


def _compiles(text: str) -> bool:
    """Python's own parser reads ``text`` (a stricter judge than tree-sitter's grammar)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # invalid escape sequences and the like: warnings, not errors
        try:
            ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True


def _body(lines: list[str], decl: Decl) -> list[str]:
    """A declaration's non-blank lines, stripped: its text up to indentation."""
    return [x.strip() for x in lines[decl.start : decl.end] if x.strip()]
