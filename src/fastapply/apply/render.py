"""Write a placed chunk in the file's own style: anchored lines keep their original text, new lines get the
indentation of the file (tabs or its own width of spaces, at the level the snippet puts them relative to the
nearest anchor), whatever indentation style or level the snippet was written in::

    >>> render(("func f() {", "    x := 1", "    return x", "}"), ["func f() {", "\\treturn x", "}"],
    ...        [(0, 0), (2, 1), (3, 2)], "\\t")
    (['func f() {', '\\tx := 1', '\\treturn x', '}'], 0)
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from math import gcd

from fastapply.apply.markers import indent, indent_shift, width

__all__ = ["file_unit", "render"]


def file_unit(lines: list[str]) -> str:
    """The file's indentation unit: a tab when most indented lines start with one, else the spaces of the
    greatest common width (at most 8; 4 when nothing is indented)."""
    tabs = spaces = 0
    step = 0
    for line in lines:
        lead = indent(line)
        if lead and line.strip():
            if lead.startswith("\t"):
                tabs += 1
            else:
                spaces += 1
                step = gcd(step, len(lead.expandtabs(4)))
    if tabs > spaces:
        return "\t"
    return " " * (min(step, 8) or 4)


def render(chunk: tuple[str, ...], region: list[str], pairs: list[tuple[int, int]], unit: str
           ) -> tuple[list[str], int]:
    """The chunk's lines for the original ``region``; ``pairs`` are (chunk line, region line) anchors.
    Also returns how many anchored lines equal their original only up to inner whitespace (kept as written,
    re-indented)."""
    votes = Counter(indent_shift([(chunk[i], region[p])]) if _compatible(chunk[i], region[p]) else None
                    for i, p in pairs if chunk[i].strip())
    common = votes.most_common(1)[0][0] if votes else ("", "")
    mixed = any(("\t" in indent(line)) != (unit == "\t") for line in chunk if indent(line))
    consistent = common is not None and not mixed
    add, cut = common or ("", "")
    step = _step(chunk)
    positions = [i for i, _ in pairs]
    out, loose = [], 0
    by_chunk = dict(pairs)
    for i, line in enumerate(chunk):
        if not line.strip():
            out.append(line)
            continue
        if consistent and line.startswith(cut):
            shifted = add + line[len(cut) :]
        else:
            shifted = _reindent(i, chunk, region, pairs, positions, step, unit)
        old = region[by_chunk[i]] if i in by_chunk else None
        if old is not None and old.strip() == line.strip() and indent(old) == indent(shifted):
            out.append(old)  # the original text, trailing whitespace and all
        else:
            loose += old is not None and old.strip() != line.strip()
            out.append(shifted)
    return out, loose


def _compatible(new: str, old: str) -> bool:
    """One indentation is a suffix of the other (same characters): a shift maps them."""
    a, b = indent(new), indent(old)
    return a.endswith(b) or b.endswith(a)


def _step(chunk: tuple[str, ...]) -> int:
    """The snippet's indentation step: the greatest common width of its indented lines (4 if none)."""
    step = 0
    for line in chunk:
        if line.strip():
            step = gcd(step, width(line))
    return step or 4


def _reindent(i: int, chunk: tuple[str, ...], region: list[str], pairs: list[tuple[int, int]],
              positions: list[int], step: int, unit: str) -> str:
    """Chunk line ``i`` at its level relative to the nearest anchor before it (else after it), in the file's
    unit."""
    line = chunk[i]
    if not pairs:
        return line
    before = bisect_right(positions, i) - 1
    anchor_i, anchor_p = pairs[max(before, 0)]
    levels = round((width(line) - width(chunk[anchor_i])) / step)
    depth = max(0, width(region[anchor_p]) // len(unit.expandtabs(4)) + levels)
    return unit * depth + line.lstrip()
