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
    rows, kept = [], set()  # rows: (the method a line calls or None, the original line it keeps or restates, or
    # None where new); kept: the original lines a marker or an edge keeps (not restated by a chunk)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            kept.update(piece.kept())
            rows += [(_method(source.lines[i]), i) for i in piece.kept()]
        else:
            rows += [(_method(w.text), w.original) for w in piece.lines]
    j = 0
    while j < len(rows):  # (each chain, a run of call rows, read once)
        if rows[j][0] is None:
            j += 1
            continue
        end = j
        while end < len(rows) and rows[end][0] is not None:
            end += 1
        found = _twice(source, kept, result, rows, j, end)
        if found is not None:
            return [(f"the chain calls .{found[0]} twice (new at result line {found[1] + 1}, kept at result line "
                     f"{found[2] + 1}), where the original's chain calls it once or alike: the new call is the old "
                     "one's new version, the old kept?")]
        j = end
    return []


def _twice(source, kept: set[int], result, rows: list, a: int, b: int) -> tuple[str, int, int] | None:
    """In the chain of rows [a, b): a method a new row calls, that row, and a kept original row calling it once in
    its chain or with a first argument alike (``_head``); None where there is none."""
    olds: dict[str, list[tuple[int, int]]] = {}
    for k in range(a, b):
        if rows[k][1] is not None:
            olds.setdefault(rows[k][0], []).append((k, rows[k][1]))
    for j in range(a, b):
        name, at = rows[j]
        if at is not None or name not in olds:
            continue
        head = _head(result[j])
        for k, i in olds[name]:
            if i in kept and (head and _head(source.lines[i]) == head or _count(source, i, name) == 1):
                return name, j, k
    return None


def _method(line: str) -> str | None:
    match = _CALL.match(line)
    return match[1] if match else None


_HEAD = re.compile(r"""\s*(?:\?\.|\.\.?)\s*([A-Za-z_$][\w$]*)\s*\(\s*[:'"]?([A-Za-z_$][\w$]*)""")  # ``.where(region``


def _head(line: str) -> tuple[str, str] | None:
    """A call line's method and its first argument's first word (``where``, ``region`` of ``.where(region: x)``)."""
    match = _HEAD.match(line)
    return (match[1], match[2]) if match else None


def _count(source, i: int, name: str) -> int:
    """How often the original's chain around line ``i`` calls ``name``."""
    a, b = i, i + 1
    while a > 0 and _method(source.lines[a - 1]) is not None:
        a -= 1
    while b < len(source.lines) and _method(source.lines[b]) is not None:
        b += 1
    return sum(_method(source.lines[k]) == name for k in range(a, b))
