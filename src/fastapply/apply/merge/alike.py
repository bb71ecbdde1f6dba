"""Whether a new line beside a kept one may be that line's new version: the test the certifier's *beside* rules
(:mod:`fastapply.apply.merge.neighbours`) read a kept line next to a chunk by.

    >>> alike("$(UV) run codespell $(SRC) $(TESTS) docs", "$(UV) run codespell $(SRC) docs"), \\
    ...     alike('@import url("f.css?wght@400;500;600")', '@import url("f.css?wght@400;600")'), \\
    ...     alike("def test_b():", "def test_a():")
    (True, True, False)
    >>> alike('    ksp("com.google.dagger:hilt-compiler:2.51")', '    kapt("com.google.dagger:hilt-compiler:2.51")'), \\
    ...     alike("f(x)", "g(x)")
    (True, False)
"""

from __future__ import annotations

import re

from .beyond import widened, wrapped
from .lines import edits as is_edit
from .lines import identity, is_weak, line_key, reworded, similarity
from .source import Source

CLOSE = 0.9  # a kept line this like a new one beside it may be its old version, whatever its words


def alike(new: str, old: str) -> bool:
    """``new`` may be a new version of ``old``: it ``edits`` it, differs only in its numbers (a list of numbers grown
    or shrunk, ``wght@400;600`` to ``wght@400;500;600``), reads almost the same (CLOSE), or keeps the old line's
    tokens in order and adds some (``widened``); never when the two set different names (a new sibling). A comment
    after the code of either is left out where the code alone is alike (``args += ["-b:a", "64k"]  # see AUD-2291``
    for ``args += ["-b:a", "48k"]``)."""
    return _alike(new, old) or (new, old) != (code := (_code(new), _code(old))) and _alike(*code)


_TRAILING = re.compile(r"\s+(?:#|//)(?:\s.*)?$")  # a comment after code: ``  # see AUD-2291``, `` // why`` (not
# ``--``: ``git checkout -- file``)


def _code(line: str) -> str:
    """``line`` without a comment after its code, where that comment stands outside any string literal."""
    match = _TRAILING.search(line)
    while match is not None and (head := _QUOTED.sub("", line[: match.start()])).count('"') % 2 + head.count("'") % 2:
        match = _TRAILING.search(line, match.start() + 1)  # (inside a string: a later one may be the comment)
    return line[: match.start()] if match and line[: match.start()].strip() else line


def _alike(new: str, old: str) -> bool:
    if _recalled(new, old):
        return True
    names = identity(new), identity(old)
    if None not in names and _unversioned(names[0]) != _unversioned(names[1]):
        return False
    return is_edit(new, old) or _numbered(new, old) or reworded(new, old) or similarity(new, old) >= CLOSE or \
        widened(new, old) or wrapped(new, old)


_CALL = re.compile(r"\s*(\.{0,2}[A-Za-z_][\w:.]*!?)\((.{6,})\)[;,]?")  # ``kapt("...")``, ``log::info!(...)``


def _recalled(new: str, old: str) -> bool:
    """The same arguments, not short, under another callee (``ksp("...hilt-compiler:2.51")`` for ``kapt(...)``,
    ``tracing::info!("listening on {}", addr)`` for ``log::info!(...)``, ``.foregroundStyle(.secondary)`` for
    ``.foregroundColor(.secondary)``): a call renamed."""
    calls = _CALL.fullmatch(new), _CALL.fullmatch(old)
    return None not in calls and calls[0][2] == calls[1][2] and calls[0][1] != calls[1][1]


_HEADS = frozenset("def fn func function class struct enum interface trait impl type module fun object record "
                   "protocol extension".split())  # how a line that declares a function or a type reads (``identity``)
_LIST = re.compile(r"\d+(?:\s*[;,:]\s*\d+)+")  # a list of numbers
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")


def _unversioned(name: str) -> str:
    """A name with its lists of numbers, and the numbers inside its string literals, as ``0``: ``pin("chart-4.4.1"``
    is ``pin("chart-4.4.0"``'s name, a version bumped (``def test_2`` is not ``def test_1``'s)."""
    return _LIST.sub("0", _QUOTED.sub(lambda m: re.sub(r"\d+", "0", m[0]), name))


def _numbered(new: str, old: str) -> bool:
    """Two lines that differ only in their numbers (a version bumped, or the next item of a numbered run)."""
    def numbers(line: str) -> str:
        return re.sub(r"\d+", "0", _LIST.sub("0", line_key(line)))
    return new != old and numbers(new) == numbers(old)


def spread_copy(new: list[str], kept: list[str]) -> bool:
    """The kept lines nearest a chunk are the old version of its new lines with lines added among them: two or
    more, fewer than the new ones, the first ``alike`` the first new line, the last the last, and the others new
    lines between, in order (``# syntax=...`` and ``FROM python:3.10`` kept under a new ``# syntax=...1.7``, ``ARG
    PYTHON_VERSION=3.12``, ``FROM ...``). ``kept`` starts at the chunk, ``new`` runs the same way: both in file
    order for kept lines below the chunk, both reversed for kept lines above it."""
    if len(new) < 3 or not kept:
        return False
    paired = _paired(new, kept) if new[0] != kept[0] and alike(new[0], kept[0]) else -1
    for m in range(2, min(len(new), len(kept) + 1)):  # (m kept lines: kept[:m])
        if 0 <= m - 2 <= paired and new[-1] != kept[m - 1] and alike(new[-1], kept[m - 1]) or \
                m + 1 == len(new) and _edited(new, kept[:m]):
            return True
    return False


def _edited(new: list[str], old: list[str]) -> bool:
    """``old``, one line shorter than ``new``, is line for line and in order an edit of all of ``new`` but one line
    (added anywhere), no line the same (``COPY --from=build /app/dist ./dist`` kept under ``COPY --from=build
    --chown=node:node /app/dist ./dist`` and the two like lines before it, a new ``USER node`` after them): the
    pairs before the added line and the pairs after it, each run read once."""
    def edit(x: str, y: str) -> bool:
        return x != y and alike(x, y)
    before = next((i for i, (x, y) in enumerate(zip(new, old)) if not edit(x, y)), len(old))
    after = next((i + 1 for i in reversed(range(len(old))) if not edit(new[i + 1], old[i])), 0)
    return after <= before


def _paired(new: list[str], kept: list[str]) -> int:
    """How many of the kept lines after the first pair, in order, with lines between ``new``'s first and last (each
    with the first alike one after the last paired): ``kept[:m]`` is ``spread_copy``'s old version where its last
    line pairs with the last new one and ``m - 2`` lines are paired."""
    at, count = 1, 0
    for line in kept[1 : len(new) - 1]:
        while at < len(new) - 1 and not alike(new[at], line):
            at += 1
        if at == len(new) - 1:
            break
        at, count = at + 1, count + 1
    return count


def copy(new: list[str], kept: list[str]) -> bool:
    """The new lines are an edited copy of the kept lines beside them, in order: every pair alike, or, naming no
    other names, at least two and half of the pairs the same line (or the kept line with more after it: a comment
    added); never where one of the first two opens a block and the other does not (a new operator after two like
    ones, without the guard line they start with: pairs one line apart), nor where a new line declares a function or
    a type against a kept line that declares none of that kind (a new handler after the tail of a like one)."""
    pairs = list(zip(new, kept))
    if not pairs:
        return False
    if all(alike(x, y) for x, y in pairs):
        return True
    if any(line_key(x).endswith(("{", ":")) != line_key(y).endswith(("{", ":")) for x, y in pairs[:1]):
        return False
    names = [(identity(x), identity(y)) for x, y in pairs]
    if any(a and a.split()[0] in _HEADS and (b or "").split(" ")[0] != a.split()[0] for a, b in names):
        return False  # (a new function's first line against a line of no such declaration: a new one, no copy)
    same = sum(line_key(x) == line_key(y) or line_key(x).startswith(line_key(y)) and not is_weak(line_key(y))
               for x, y in pairs)
    return not any(a and b and a != b for a, b in names) and same >= max(2, len(pairs) / 2)


def one_more(source: Source, new: list[str], kept: list[int], step: int) -> bool:
    """The new lines are one more item of a run of like blocks of several lines (a nav item: ``<li>``, ``<a>``,
    ``</li>``), not an edited copy of the last one: the kept lines beyond the nearest ``len(new)``, away from the
    chunk, from the nearest of them that is the new first line (``[[redirects]]``), are a like copy of them too.
    Not for items of one line each (versions in a list: ``_long_run``)."""
    count, key = len(new), line_key(new[0])
    if len(kept) < 2 * count or all(alike(new[0], x) for x in new[1:]):
        return False
    beyond = kept[: len(kept) - count] if step < 0 else kept[count:]  # (from its first line like the new first)
    starts = [j for j, k in enumerate(beyond) if source.keys[k] == key] or \
        [max(len(beyond) - count, 0) if step < 0 else 0]
    at = starts[-1] if step < 0 else starts[0]
    return copy(new, [source.lines[k] for k in beyond[at : at + count]])


def restated_twin(piece, marks: list[int], step: int, count: int) -> list[str]:
    """The ``count`` lines of code a chunk restates right on the other side of its new edge lines (the like block
    restated before a new ``[[redirects]]`` block: the new one is one more, not an edited copy of the kept one)."""
    if not marks:
        return []
    restated = [w.text for w in (piece.lines[: marks[-1] + 1] if step > 0 else piece.lines[marks[0]:]) if w.text.strip()]
    return restated[-count:] if step > 0 else restated[:count]


def apart(new: list[str], other: list[str]) -> bool:
    """The new lines are not the very lines of ``other`` (blank lines and indentation aside): an edited copy."""
    return sorted(x.strip() for x in new) != sorted([x.strip() for x in other if x.strip()][: len(new)])
