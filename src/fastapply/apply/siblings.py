"""New lines beside like original lines (a stage of the line merge's placement, apply/linemerge.py): whether
they join a run of like lines (list items, classifiers, constants), so that they are inserted rather than taken
as edits of the like lines they stand beside, and whether they are new items of such a run for sure."""

from __future__ import annotations

import re

from fastapply.apply.convention import EDGE_SLACK
from fastapply.apply.markers import is_weak, line_key, similarity

__all__ = ["new_siblings", "sibling_run"]


def sibling_run(new: list[str], kept: list[str], edited: int, anchor: str, threshold: float) -> bool:
    """The new lines join a run of like lines (list items, classifiers, constants), so they are inserted, not
    edits of the ``edited`` like lines they were taken to edit (measured): the original line just beyond those
    (both listed outward from the anchor, as ``count_edits`` pairs them) is a lookalike of the outermost new
    line too, or the ``anchor`` line on their other side is a lookalike of the innermost."""
    filled = [x for x in new if x.strip()]
    beyond = next((kept[k] for k in range(edited, min(len(kept), edited + EDGE_SLACK)) if kept[k].strip()), None)
    return bool(filled) and (similarity(filled[0], anchor) >= threshold
                             or (beyond is not None and similarity(filled[-1], beyond) >= threshold))


def new_siblings(new: list[str], kept: list[str], edited: int, anchor: str, threshold: float) -> bool:
    """The new lines are new items of a run of like lines, not edits of the ``edited`` like lines beside them
    (both listed outward from the ``anchor``, as ``count_edits`` pairs them): each new line is like the anchor or
    the original line just beyond those (``threshold`` similar, or of one shape: ``"w",``, ``w = w``), and none
    keeps a word that names the line it would edit (one that neither the anchor nor the line beyond has, as
    ``Jinja2`` in ``"Jinja2>=2.11",``, or ``TIMEOUT_READ``). An edit keeps what names its line; a new item brings
    its own name. With a marker beyond them (it stands for the original's lines there, unchanged), they are new.

    >>> run = ['"Python :: 3.11",', '"Python :: 3.10",']
    >>> new_siblings(['"Python :: 3.13",'], run, 1, '"Python :: 3 :: Only",', 0.75)
    True
    >>> new_siblings(['"Jinja2>=3.0",'], ['"Jinja2>=2.11",', '"rich>=10",'], 1, '"click>=7.0",', 0.75)
    False
    """
    filled = [x for x in new if x.strip()]
    replaced = [kept[k] for k in range(edited) if kept[k].strip()]  # (``kept`` may be long: not copied)
    beyond = next((kept[k] for k in range(edited, min(len(kept), edited + EDGE_SLACK)) if kept[k].strip()), None)
    stay = [anchor] if beyond is None else [anchor, beyond]
    if not filled or not all(not is_weak(line_key(x)) and any(_alike(x, y, threshold) for y in stay) for x in filled):
        return False
    names = set().union(*map(_words, stay))
    return not any(_words(x) & (_words(y) - names) for x, y in zip(filled, replaced))


def _alike(a: str, b: str, threshold: float) -> bool:
    """Lines like each other: ``threshold`` similar, or of one shape (their words and numbers aside)."""
    return similarity(a, b) >= threshold or _shape(a) == _shape(b) and re.search(r"[^\w ]", _shape(a)) is not None


def _shape(line: str) -> str:
    return re.sub(r"\w+", "w", line_key(line))


def _words(line: str) -> set[str]:
    return set(re.findall(r"\w+", line))
