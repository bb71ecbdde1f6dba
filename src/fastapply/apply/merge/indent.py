"""Indentation normalisation: snippet lines written in the original file's own indentation style.

An assistant often quotes code in another style than the file's: four spaces in a tab-indented Go file or
Makefile, two spaces in a four-space Python file, tabs in a space-indented one. The merge keeps the lines
it matched in the original's exact text; the lines it writes new are mapped here, level by level:

* the file's *style* is its indent unit: a tab, or N spaces (the most common step from one line to a
  deeper one, one of 2, 3, 4 or 8). Lines led by the other character are re-indented only when the file has none (it is
  *pure*); a file with more than 1 in 10 of them has no style at all;
* a snippet line's *level* is its count of leading tabs, or its leading spaces over the snippet's space
  unit, plus a remainder of alignment spaces kept as they are (a bracket's column moves with its line).
  A space unit other than the file's is taken only from the anchors (width over level differences,
  consistent with the snippet's own steps), or from the snippet's own steps (all alike, a step the file
  does not take, seen twice or implied by the first anchor's depth);
* a chunk's anchors (the snippet lines that fixed its place, and those equal to an original line byte for
  byte) give the offset between snippet and file levels (the most common one), so a method quoted without
  its class indentation lands at the class's depth;
* a line is written as ``level + offset`` units of the file's style and its remainder. When the mapping
  would not put every anchor at its original line's indentation, would not keep the order of the snippet's
  indentation widths, or a level falls below zero, nothing is re-indented (the merge's plain shift applies,
  and the lines stay "matched only up to whitespace", fuzzy).

Python keeps its block structure (levels map one to one), a Makefile's recipe lines keep their tabs, and a
YAML file (spaces only) never gets a tab.

    >>> go, snippet = ["func main() {", "\\tx := 1", "}"], ["func main() {", "    x := 1", "    z := 3"]
    >>> reindent(snippet, list(zip(snippet[:2], go)), style_of(go), style_of(snippet))
    ['func main() {', '\\tx := 1', '\\tz := 3']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from .lines import indent

__all__ = ["Style", "indent_shift", "reindent", "style_of"]

PURE = 0.9  # share of indented lines that must lead with the same character for a text to have a style
MAX_UNIT = 8  # widest space step counted
UNITS = (2, 3, 4, 8)  # the space units code is indented by (a 7-space step is a docstring's or an alignment)
RARE = 0.1  # a step the file takes less often than this (of its steps) is no unit of the file's
EVIDENCE = 3  # indented lines a file mixing tabs and spaces needs to have a style; space steps for a unit


@dataclass(frozen=True, slots=True)
class Style:
    """An indentation unit: a tab (``tabs``), or ``spaces`` spaces (0 when no step was seen); ``steps`` counts
    the space steps from a line to a deeper next one."""

    tabs: bool
    spaces: int = 0
    steps: dict[int, int] = field(default_factory=dict, compare=False)
    pure: bool = True  # no line leads with the other character

    def write(self, level: int, remainder: int) -> str:
        return ("\t" * level if self.tabs else " " * (self.spaces * level)) + " " * remainder

    def takes(self, step: int) -> bool:
        """The text steps by ``step`` spaces more than rarely."""
        return self.steps.get(step, 0) >= RARE * sum(self.steps.values())

    def __str__(self) -> str:
        return "tabs" if self.tabs else f"{self.spaces or '?'} spaces"


def _lead(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def style_of(*texts: Sequence[str], evidence: int = EVIDENCE) -> Style | None:
    """The indentation style of the lines of ``texts`` (a file, or a snippet's chunks), or None when none is
    indented, or they mix tabs and spaces (more than ``1 - PURE`` of them, or any when fewer than ``evidence``). Lines led by one space only (`` * `` of a
    block comment) are not counted; steps are counted within each text, from its first non-blank line on."""
    tab_led = space_led = 0
    steps: Counter[int] = Counter()
    for lines in texts:
        previous = None
        for line in filter(str.strip, lines):
            lead = line[: len(line) - len(line.lstrip(" \t"))]  # (``_lead`` inlined: once a line of the file)
            if lead.startswith("\t"):
                tab_led += 1
            elif lead.startswith("  "):
                space_led += 1
                if previous is not None and "\t" not in lead and 0 < len(lead) - previous <= MAX_UNIT:
                    steps[len(lead) - previous] += 1
            if "\t" not in lead and lead != " ":
                previous = len(lead)
    indented = tab_led + space_led
    if not indented or (indented < evidence and tab_led and space_led):
        return None
    if tab_led >= PURE * indented:
        return Style(True, 0, dict(steps), tab_led == indented)
    if space_led >= PURE * indented:
        best = max((n for step, n in steps.items() if step in UNITS), default=0)
        unit = min((step for step, n in steps.items() if n == best and step in UNITS), default=0)
        return Style(False, unit, dict(steps), space_led == indented)
    return None


def _level(line: str, unit: int) -> tuple[int, int]:
    """(level, alignment remainder) of ``line``: leading tabs, or leading spaces over ``unit``."""
    lead = _lead(line)
    tabs = len(lead) - len(lead.lstrip("\t"))
    if tabs:
        return tabs, len(lead[tabs:].expandtabs(4))
    return divmod(len(lead.expandtabs(4)), unit)


def _anchor_unit(anchors: Sequence[tuple[str, str]], file: Style) -> int | None:
    """The snippet's space unit its space-led anchors imply: snippet width over file level differences, the
    same for all (0 when they sit at one level; None when they disagree: lines were re-indented on purpose)."""
    leads = {(_lead(new), _lead(old)) for new, old in set(anchors) if new.strip() and old.strip()}  # (_level reads
    pairs = sorted({(_level(old, file.spaces or 4)[0], len(new)) for new, old in leads if "\t" not in new})  # a lead)
    units = {divmod(w - pairs[0][1], level - pairs[0][0]) for level, w in pairs if level != pairs[0][0]}
    if not units:
        return 0
    unit, rest = units.pop()
    return unit if not units and not rest and unit in UNITS else None


def _first_unit(anchors: Sequence[tuple[str, str]], file: Style) -> int:
    """The space unit the first indented anchor implies if the snippet keeps the file's depth (its width over
    its original line's level), 0 when none does."""
    for new, old in anchors:
        level = _level(old, file.spaces or 4)[0]
        if new.strip() and level and _lead(new).strip(" ") == "" and len(_lead(new)) % level == 0:
            return len(_lead(new)) // level
    return 0


def _unit(chunk: Sequence[str], anchors: Sequence[tuple[str, str]], file: Style, own: Style | None) -> int | None:
    """The space unit to read the chunk's space-led lines by, or None when they need no re-indentation or
    no unit reads them consistently. A unit other than the file's must come from the anchors, or from the
    snippet's own steps (all alike, a step the file does not take, and two or more or as the first anchor's
    depth implies)."""
    foreign = any(line.strip() and line.startswith("  " if file.tabs else "\t") for line in chunk)
    if foreign and not file.pure:
        return None  # the file itself mixes a few such lines in: take them as they are
    unit = _anchor_unit(anchors, file)
    own_unit = own.spaces if own is not None and not own.tabs else 0
    if unit is None or unit not in (0, file.spaces, own_unit):
        return None  # anchors re-indented on purpose (or misplaced): their unit is not the snippet's own
    if not unit and own_unit and len(own.steps) == 1 and not file.takes(own_unit):
        seen = sum(own.steps.values()) > 1 or _first_unit(anchors, file) == own_unit
        unit = own_unit if seen and sum(file.steps.values()) >= EVIDENCE else 0
    if not foreign and (file.tabs or unit in (0, file.spaces)):
        return None
    return unit or own_unit or file.spaces or 4


def reindent(
    chunk: Sequence[str], anchors: Sequence[tuple[str, str]], file: Style | None, own: Style | None
) -> list[str] | None:
    """``chunk`` in the ``file``'s indentation style, level for level relative to the ``anchors`` ((snippet
    line, original line) pairs: the lines that fixed its place, and those equal to an original line byte for
    byte, which must stay as they are); ``own`` is the whole snippet's style. None when no re-indentation is
    needed or it cannot be done consistently (see the module docstring)."""
    if file is None or (not file.tabs and not file.spaces):
        return None
    unit = _unit(chunk, anchors, file, own)
    if unit is None:
        return None
    offsets = Counter(_level(old, file.spaces or 4)[0] - _level(new, unit)[0]
                      for new, old in anchors if new.strip() and old.strip())
    offset = offsets.most_common(1)[0][0] if offsets else 0
    mapped: dict[int, int] = {}
    out = []
    for line in chunk:
        lead = _write(line, unit, offset, file) if line.strip() else ""
        if lead is None:
            return None  # out of the file's left edge
        out.append(lead + line.lstrip(" \t") if line.strip() else line)
        mapped[len(_lead(line).expandtabs(unit))] = len(lead.expandtabs(file.spaces or 4))
    widths = sorted(mapped)
    if any(mapped[a] >= mapped[b] for a, b in pairwise(widths)):
        return None  # the mapping would not keep the order of indentation widths
    if any(new.strip() and _write(new, unit, offset, file) != _lead(old) for new, old in anchors):
        return None  # an anchor would not land on its original line's indentation
    return out


def _write(line: str, unit: int, offset: int, file: Style) -> str | None:
    """The leading whitespace of ``line`` (read by ``unit``) in the ``file``'s style, ``offset`` levels
    deeper, and its alignment spaces. None left of the file's edge."""
    level, remainder = _level(line, unit)
    if level + offset < 0:
        return None
    return file.write(level + offset, remainder)


def indent_shift(pairs: Sequence[tuple[str, str]]) -> tuple[str, str]:
    """(prefix to add, prefix to cut) mapping the indentation of every non-blank ``new`` line onto its ``old``
    one, if one shift does it for all; else no shift.

    >>> indent_shift([("x = 1", "    x = 1"), ("  y", "      y")])
    ('    ', '')
    """
    shifts: set[tuple[str, str] | None] = set()
    for a, b in {(indent(new), indent(old)) for new, old in set(pairs) if new.strip()}:  # (each pair read once)
        shift = (b[: len(b) - len(a)], "") if b.endswith(a) else ("", a[: len(a) - len(b)])
        shifts.add(shift if b.endswith(a) or a.endswith(b) else None)
    return shifts.pop() if len(shifts) == 1 and None not in shifts else ("", "")
