"""Putting a merged scope's declarations back as text (:mod:`fastapply.apply.spans`): a restated one from the
line its snippet starts at, a new one moved to its place's indentation and spaced from its neighbours as the
scope spaces its declarations::

    >>> from fastapply.apply.decls import Decl
    >>> shift(["def f():", "    return 1"], "", "    ")
    ['    def f():', '        return 1']
    >>> lines = ["def a():", "    pass", "", "", "def b():", "    pass"]
    >>> scope_spacing(lines, [Decl("fn", "a", 0, 2), Decl("fn", "b", 4, 6)])
    2
    >>> out = ["x = 1"]
    >>> space_before(out, 2)
    >>> out
    ['x = 1', '', '']
"""

from __future__ import annotations

from fastapply.apply.decls import Decl
from fastapply.apply.markers import is_marker_line, is_weak, line_key

__all__ = ["blanks_above", "head_lines", "next_is_marker", "scope_spacing", "shift", "space_before", "strays"]


def strays(original: list[str], span: tuple[int, int], snippet: list[str], sspan: tuple[int, int],
            keys: set[str]) -> str:
    """A line of a restated declaration that is not in its original but elsewhere in the file: the snippet's
    marker may elide the end of this declaration and the start of the next (it crosses declarations)."""
    own = {line_key(x) for x in original[span[0] : span[1]]}
    for line in snippet[sspan[0] : sspan[1]]:
        key = line_key(line)
        if key in keys and key not in own and not is_weak(key) and not is_marker_line(line):
            return line.strip()
    return ""


def head_lines(original: list[str], decl: Decl, first: str) -> int:
    """How many of the declaration's first lines (comments, attributes) the snippet starts after: it restates
    it from its line equal to the snippet's ``first``, keeping those."""
    for at in range(decl.start, min(decl.end, decl.start + 12)):
        if line_key(original[at]) == first:
            return at - decl.start
        if decl.children and at >= decl.children[0].start:
            break
    return 0


def shift(lines: list[str], old: str, new: str) -> list[str]:
    """``lines`` moved from indentation ``old`` to ``new`` (lines not under ``old`` stay as they are)."""
    if old == new:
        return list(lines)
    return [new + line[len(old):] if line.startswith(old) and line.strip() else line for line in lines]


def scope_spacing(lines: list[str], decls: list[Decl]) -> int:
    """The blank lines the scope puts between its declarations (the most common count; 1 if it has none)."""
    counts: dict[int, int] = {}
    for a, b in zip(decls, decls[1:]):
        gap = lines[a.end : b.start]
        if all(not x.strip() for x in gap):
            counts[len(gap)] = counts.get(len(gap), 0) + 1
    return max(counts, key=counts.__getitem__) if counts else 1


def next_is_marker(lines: list[str], at: int, step: int) -> bool:
    """The first non-blank line from ``at`` on (in direction ``step``) is a marker, or there is none."""
    while 0 <= at < len(lines):
        if lines[at].strip():
            return is_marker_line(lines[at])
        at += step
    return True


def blanks_above(lines: list[str], at: int) -> int:
    """The blank lines right above ``lines[at]`` (after a marker or code)."""
    n = 0
    while at - n - 1 >= 0 and not lines[at - n - 1].strip():
        n += 1
    return n


def space_before(out: list[str], spacing: int) -> None:
    """Blank lines before a new declaration, as many as the scope uses, unless ``out`` ends blank or opens."""
    if not out or not out[-1].strip():
        return
    last = out[-1].rstrip()
    if last.endswith(("{", ":", "(", "[")) and not last.lstrip().startswith(("#", "//")):
        return
    out += [""] * spacing
