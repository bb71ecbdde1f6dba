"""The original file, read once: its lines and their keys (with where each key stands), its parse, its syntax
errors and its declarations, for the placement and the certifier alike.

    >>> src = Source("class A:\\n    def f(self):\\n        return 1\\n\\nX = 2\\n", "python")
    >>> src.paths[2], src.paths[3], src.paths[4], src.block_end(1), src.block_end(0)
    ((('type', 'A'), ('fn', 'f')), (), (('var', 'X'),), 4, 4)
"""

from __future__ import annotations

import re
import warnings
from functools import cached_property

from .decls import Decl, declarations, walk, within
from .indent import Style, style_of
from .keyindex import KeyIndex
from .keys import DATA, key_declarations
from .lines import (
    edits,
    identity,
    is_access,
    is_comment,
    line_key,
    newline_of,
    split_lines,
    width,
)
from .statements import sql_statements
from .syntax import errors, parse

__all__ = ["Source", "bare", "compiles"]


class Source:
    """The original text; ``language`` is the grammar's name (None: none known, the lines alone count)."""

    def __init__(self, text: str, language: str | None = None) -> None:
        self.text, self.language = text, language
        self.lines, self.final_newline = split_lines(text)
        self.newline = newline_of(text)
        self.keys = KeyIndex(line_key(x) for x in self.lines)
        self.widths = [width(x) for x in self.lines]

    def __len__(self) -> int:
        return len(self.lines)

    @cached_property
    def style(self) -> Style | None:
        """Its indentation style (a tab, or N spaces)."""
        return style_of(self.lines)

    @cached_property
    def _names(self) -> dict[str, list[int]]:
        found: dict[str, list[int]] = {}
        for i, line in enumerate(self.lines):
            if (name := identity(line)) is not None:
                found.setdefault(name, []).append(i)
        return found

    def guarded(self, start: int, end: int) -> tuple[int, int]:
        """Lines [start, end) with the ``if`` blocks that hold only them: ``if (!function_exists('f')) {`` just
        above (less indented), its ``}`` just below (as indented as it): a guarded declaration is removed whole."""
        while True:
            above = next((p for p in range(start - 1, -1, -1) if self.lines[p].strip()), None)
            below = next((p for p in range(end, len(self.lines)) if self.lines[p].strip()), None)
            if above is None or below is None or not self.keys[above].startswith("if") or \
                    not self.keys[above].endswith("{") or self.keys[below] != "}" or \
                    self.widths[below] != self.widths[above] or self.widths[above] >= self.widths[start]:
                return start, end
            start, end = above, below + 1

    def declared(self, span: tuple[int, int], words: tuple[str, ...]) -> tuple[str, ...]:
        """Those of ``words`` that name a declaration lying whole in original lines ``span``."""
        if not words:
            return ()
        names = {path[-1][1].rsplit(".", 1)[-1] for path, d in self.flat if span[0] <= d.start and d.end <= span[1]}
        return tuple(w for w in words if w in names)

    def removable(self, names: tuple[str, ...], span: tuple[int, int], told: str = ""
                  ) -> dict[str, list[tuple[int, int]]]:
        """For each of ``names`` that names declarations (by the last part of a dotted name) lying whole in original
        lines ``span``, with the ``if`` blocks that hold only them (``guarded``), their slices; of several, those
        whose whole name the text ``told`` gives (``[tool.isort]``: ``tool.isort``, not ``tool.ruff.lint.isort``),
        else the one that mentions another of ``names`` (``the [[vm]] block for the legacy_cron process``)."""
        found: dict[str, list[tuple[str, int, int]]] = {}
        for path, decl in self.flat:
            name, (start, end) = path[-1][1], self.guarded(decl.start, decl.end)
            if bare(name) in names and span[0] <= start and end <= span[1]:
                found.setdefault(bare(name), []).append((name, start, end))
        out = {}
        for name, decls in found.items():
            told_apart = [d for d in decls if re.search(rf"(?<![\w.]){re.escape(d[0])}(?![\w.])", told)] or decls
            others = [rf"(?<![\w$-]){re.escape(x)}(?![\w$-])" for x in names if x != name]
            mentioning = [d for d in told_apart if any(re.search(x, line) for x in others
                                                       for line in self.lines[d[1] + 1 : d[2]])]
            out[name] = [(a, b) for _, a, b in (mentioning if len(told_apart) > 1 and len(mentioning) == 1
                                                 else told_apart)]
        return out

    def named(self, name: str, lo: int | None = None) -> list[int]:
        """The lines that set ``name`` (see ``identity``), in order; given ``lo``, those at or after it, and of a
        Dockerfile instruction that counts once a stage (``CMD``) only those in the stage ``lo`` is in."""
        found = [p for p in self._names.get(name, []) if lo is None or p >= lo]
        stage = next((k for k in range(lo, len(self.lines)) if self.keys[k].startswith("FROM ")), None) \
            if lo is not None and name in _STAGED and len(found) > 1 else None
        return [p for p in found if p < stage] if stage is not None else found

    def alike(self, line: str, lo: int = 0, hi: int | None = None) -> list[int]:
        """The lines in [lo, hi) of which ``line`` is a new version (``edits``) that start with its first word."""
        return [p for p in self._starts.get(_first_word(line), ()) if lo <= p < (len(self.lines) if hi is None else hi)
                and edits(line, self.lines[p])]

    @cached_property
    def _starts(self) -> dict[str, list[int]]:
        starts: dict[str, list[int]] = {}
        for p, line in enumerate(self.lines):
            if line.strip():
                starts.setdefault(_first_word(line), []).append(p)
        return starts

    def name_of(self, p: int) -> str | None:
        """The name original line ``p`` sets (``identity``), bare: ``lint`` for ``lint: install``, ``writeJSON`` for
        ``func writeJSON(...) {``."""
        words = re.findall(r"[\w$-]+", identity(self.lines[p]) or "")
        return words[-1] if words else None

    def named_bare(self, name: str) -> list[int]:
        """The lines of code that set the bare name ``name`` (``name_of``), in order."""
        return self._bare.get(name, [])

    def first_named(self, names: tuple[str, ...], depth: int) -> int | None:
        """The first line of code at ``depth`` that sets one of ``names``, where it is the one line that sets its
        name (None: no such line, or that name set twice)."""
        first = min((p for name in names for p in self._bare.get(name, ()) if self.widths[p] == depth), default=None)
        return first if first is not None and len(self.named(identity(self.lines[first]))) == 1 else None

    @cached_property
    def code(self) -> list[int]:
        """Its non-blank lines."""
        return [p for p, line in enumerate(self.lines) if line.strip()]

    @cached_property
    def _bare(self) -> dict[str, list[int]]:
        """Lines of code by the bare name they set (``name_of``)."""
        bare: dict[str, list[int]] = {}
        for p, line in enumerate(self.lines):
            if self.keys[p] and not is_comment(line) and (name := self.name_of(p)) is not None:
                bare.setdefault(name, []).append(p)
        return bare

    @cached_property
    def tree(self):
        return parse(self.text, self.language) if self.language else None

    @cached_property
    def errors(self) -> int:
        """Syntax errors of its parse (0 without a grammar)."""
        return errors(self.tree, self.language) if self.language else 0

    @cached_property
    def compiles(self) -> bool:
        """Python's own parser reads it (tree-sitter-python takes a ``def`` with no body)."""
        return self.language == "python" and compiles(self.text)

    @cached_property
    def declarations(self) -> list[Decl]:
        if not self.language:  # (SQL's ``CREATE`` statements, where the file has them: no grammar reads SQL)
            return sql_statements(self.lines)
        if self.language in DATA:
            return within(key_declarations(self.text, self.language, self.tree), len(self.lines))
        return within(declarations(self.text, self.language), len(self.lines))

    @cached_property
    def flat(self) -> list[tuple[tuple[tuple[str, str], ...], Decl]]:
        """Every declaration with its (kind, name) path, outermost first, depth first in file order."""
        return [((*((k, n) for k, n, _ in path), (kind, name)), decl)
                for path, (kind, name, _), decl in walk(self.declarations)]

    @cached_property
    def by_name(self) -> dict[str, list[tuple[tuple[tuple[str, str], ...], Decl]]]:
        """``flat`` by each declaration's own name, in ``flat``'s order."""
        out: dict[str, list[tuple[tuple[tuple[str, str], ...], Decl]]] = {}
        for path, decl in self.flat:
            out.setdefault(path[-1][1], []).append((path, decl))
        return out

    @cached_property
    def _innermost(self) -> list[int]:
        """Per line, the index in ``flat`` of the innermost declaration it lies in (-1 outside all)."""
        found = [-1] * len(self.lines)
        for k, (path, decl) in enumerate(self.flat):  # depth first: an inner one comes after its outer one
            start = decl.start  # (the comments above its first line are nobody's: they move with edits)
            while start < decl.end - 1 and (not self.lines[start].strip() or is_comment(self.lines[start])):
                start += 1
            for i in range(start, min(decl.end, len(self.lines))):
                found[i] = k if found[i] < 0 or len(path) > len(self.flat[found[i]][0]) else found[i]
        return found

    @cached_property
    def paths(self) -> list[tuple[tuple[str, str], ...]]:
        """Per line, the path of the innermost declaration it lies in (() outside all)."""
        return [self.flat[k][0] if k >= 0 else () for k in self._innermost]

    def enclosing(self, at: int) -> list[tuple[tuple[tuple[str, str], ...], Decl]]:
        """The declarations line ``at`` lies in, innermost first, each with its path."""
        k = self._innermost[at] if 0 <= at < len(self.lines) else -1
        if k < 0:
            return []
        out, j = [self.flat[k]], self._outer[k]
        while j >= 0 and len(out[-1][0]) > 1:  # its outer ones, around it
            outer, decl = self.flat[j]
            if len(outer) < len(out[-1][0]) and decl.start <= at < decl.end:
                out.append(self.flat[j])
            j = self._outer[j]
        return out

    @cached_property
    def _outer(self) -> list[int]:
        """Per index in ``flat``, the index of the declaration it is nested in: the last one before it whose path is a
        prefix of its own (depth first: an outer one comes before its inner ones), -1 at the top."""
        out: list[int] = []
        stack: list[int] = []
        for path, _ in self.flat:
            while stack and not (len(self.flat[stack[-1]][0]) < len(path) and
                                 path[: len(self.flat[stack[-1]][0])] == self.flat[stack[-1]][0]):
                stack.pop()
            out.append(stack[-1] if stack else -1)
            stack.append(len(out) - 1)
        return out

    def head_of(self, decl: Decl) -> int:
        """A declaration's first line past its comments and decorators (``head_line``), found once."""
        heads = self.__dict__.setdefault("_heads", {})
        if (decl.start, decl.end) not in heads:
            heads[(decl.start, decl.end)] = head_line(self.lines, decl.start, decl.end)
        return heads[(decl.start, decl.end)]

    @cached_property
    def heads(self) -> frozenset[int]:
        """The first lines of its declarations (``head_of``)."""
        return frozenset(self.head_of(decl) for _, decl in self.flat)

    @cached_property
    def known(self) -> frozenset[tuple[str, ...]]:
        """Every tail of every declaration's path of names (a fragment names a member without its class)."""
        return frozenset(tuple(n for _, n in path)[k:] for path, _ in self.flat for k in range(len(path)))

    def block_end(self, at: int) -> int:
        """Where the block that line ``at`` opens ends: the first later line of code no deeper than it (its closer,
        ``}``, is that line), or the end of the file. An access label as deep as its opener (C++'s ``public:``) is
        inside it, unless the opener is a label too (``public:`` ends at ``private:``), and so is a Ruby method's
        ``rescue`` / ``ensure`` clause."""
        depth, label = width(self.lines[at]), is_access(self.lines[at])
        method = self.keys[at].startswith("def ") and not self.keys[at].endswith(":")  # (Ruby's, whose body
        for i in range(at + 1, len(self.lines)):  # goes on past a ``rescue`` / ``ensure`` as deep as the ``def``)
            if self.lines[i].strip() and width(self.lines[i]) <= depth and not (
                    not label and width(self.lines[i]) == depth and is_access(self.lines[i])) and not (
                    method and width(self.lines[i]) == depth and self.keys[i].startswith(("rescue", "ensure"))):
                return i
        return len(self.lines)


def compiles(text: str) -> bool:
    """Python's own compiler reads ``text`` (not its parser alone: a keyword argument given twice, a parameter
    named twice are errors only the compiler finds)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # invalid escape sequences and the like: warnings, not errors
        try:
            compile(text, "<merged>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True


def bare(name: str) -> str:
    """A declaration's name as a marker may give it: the last part of a dotted name, without a TOML array's
    brackets or a Ruby method's ``!`` / ``?`` (``isort`` of ``tool.ruff.lint.isort``, ``vm`` of ``[[vm]]``,
    ``legacy_charge`` of ``legacy_charge!``)."""
    return name.strip("[]").rsplit(".", 1)[-1].rstrip("!?") or name


def _first_word(line: str) -> str:
    return line.split(maxsplit=1)[0].rstrip(",") if line.strip() else ""


_STAGED = frozenset("CMD ENTRYPOINT HEALTHCHECK USER WORKDIR SHELL STOPSIGNAL".split())  # once a stage

def head_line(lines: list[str], start: int, end: int) -> int:
    """A declaration's first line, of its ``lines[start:end]``: the first that names something past its comments
    and decorators (a decorator's arguments may take lines), else its first line of code."""
    first = None  # its first line of code (read up to the line that names something: not the whole body)
    for i in range(start, end):
        if lines[i].strip() and not is_comment(lines[i].strip()):
            if (identity(lines[i]) or "@")[0] not in "@#[":
                return i
            first = i if first is None else first
    return start if first is None else first
