"""The certifier's rule on a call chain that calls a method twice: a chain of lines that each call one method
(``.where(...)``, ``.get(...)``, a Dart cascade's ``..add(...)``), where the result has a new call and a kept
original call of the same method, and the original's chain called it once, or the kept call's first argument starts
with the same word (``.where(region: user.region)`` kept below a new ``.where(region: params[:region])``). The new
call is the old one's new version, the old kept a line or two further on, past a line the chunk added after it
(:mod:`fastapply.apply.merge.certify` runs it)::

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("q = (db\\n    .table(t)\\n    .where(a)\\n    .order(b)\\n    .limit(9))\\n", "python")
    >>> snippet = Snippet("q = (db\\n    .table(t)\\n    .where(c)\\n    .join(d)\\n"
    ...                   "    # ... existing code ...\\n", "python")
    >>> placed = decide(source, snippet).placement
    >>> call_twice(source, snippet, placed.certificate, placed.lines, None)
    ["the chain calls .where twice (new at result line 3, kept at result line 5), where the original's chain calls it once or alike: the new call is the old one's new version, the old kept?"]
"""

from __future__ import annotations

import re

from .certificate import KEEP

__all__ = ["call_twice"]

_CALL = re.compile(r"\s*(?:\?\.|\.\.(?!\.)|\.(?!\.))\s*([A-Za-z_$][\w$]*)")  # ``.where(``, ``?.map``, ``..add``


def call_twice(source, snippet, certificate, result, verdict) -> list[str]:
    """No chain of call lines in the result calls a method both in a new line and in a kept original line where
    the original's chain around that kept line calls it once, or both calls' first arguments start alike."""
    if not any(w.original is None and w.snippet is not None and _method(w.text) for p in certificate.pieces
               if p.kind != KEEP for w in p.lines):
        return []  # (no new call line: the result's rows are not read)
    rows = []  # (the method a line calls or None, the original line it keeps or restates, or None where new)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            rows += [(_method(source.lines[i]), i) for i in piece.kept()]
        else:
            rows += [(_method(w.text), w.original) for w in piece.lines]
    for j, (name, at) in enumerate(rows):
        if name is None or at is not None:
            continue
        olds = [(k, i) for k, (n, i) in _chain(rows, j) if n == name and i is not None]
        head = _head(result[j])
        olds = [(k, i) for k, i in olds if _kept(certificate, i) and (head and _head(source.lines[i]) == head or
                                                                    _count(source, i, name) == 1)]
        if olds:
            return [(f"the chain calls .{name} twice (new at result line {j + 1}, kept at result line "
                     f"{olds[0][0] + 1}), where the original's chain calls it once or alike: the new call is the old "
                     "one's new version, the old kept?")]
    return []


def _method(line: str) -> str | None:
    match = _CALL.match(line)
    return match[1] if match else None


_HEAD = re.compile(r"""\s*(?:\?\.|\.\.?)\s*([A-Za-z_$][\w$]*)\s*\(\s*[:'"]?([A-Za-z_$][\w$]*)""")  # ``.where(region``


def _head(line: str) -> tuple[str, str] | None:
    """A call line's method and its first argument's first word (``where``, ``region`` of ``.where(region: x)``)."""
    match = _HEAD.match(line)
    return (match[1], match[2]) if match else None


def _chain(rows: list, j: int) -> list[tuple[int, tuple]]:
    """The run of call lines around row ``j``, with their row numbers."""
    a, b = j, j + 1
    while a > 0 and rows[a - 1][0] is not None:
        a -= 1
    while b < len(rows) and rows[b][0] is not None:
        b += 1
    return [(k, rows[k]) for k in range(a, b)]


def _count(source, i: int, name: str) -> int:
    """How often the original's chain around line ``i`` calls ``name``."""
    a, b = i, i + 1
    while a > 0 and _method(source.lines[a - 1]) is not None:
        a -= 1
    while b < len(source.lines) and _method(source.lines[b]) is not None:
        b += 1
    return sum(_method(source.lines[k]) == name for k in range(a, b))


def _kept(certificate, i: int) -> bool:
    """Whether original line ``i`` is kept by a marker or beyond an edge (not restated by a chunk)."""
    return any(p.kind == KEEP and p.original[0] <= i < p.original[1] for p in certificate.pieces)
