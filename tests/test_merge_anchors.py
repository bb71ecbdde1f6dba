"""Anchor blocks and the readings a whole-file snippet gets (apply/merge/anchors.py, place.py)."""

from __future__ import annotations

from itertools import accumulate

from test_merge_scaling import repetitive_file

from fastapply.apply.merge import merge
from fastapply.apply.merge.anchors import _blocks
from fastapply.apply.merge.keyindex import KeyIndex
from fastapply.apply.merge.lines import is_weak
from fastapply.apply.merge.place import place
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source


def blocks(ckeys: list[str], keys: list[str]) -> list[tuple[int, int, int]]:
    index = KeyIndex(keys)
    strong = [0, *accumulate(not is_weak(k) for k in ckeys)]
    rare = [0, *accumulate(bool(k) and index.count(k, 0, len(keys)) == 1 for k in ckeys)]
    return sorted((b.i, b.p, b.size) for b in _blocks(ckeys, index, 0, len(keys), lambda i, p: True, (strong, rare)))


def test_a_run_through_blank_lines_is_one_block_not_one_per_paragraph() -> None:
    """A run of equal lines that passes blank lines is one block: its tails (from each line after a blank one)
    are no blocks of their own. They had been, one per paragraph, and on a 20,000-line whole-file snippet their
    ~4,000 tails filled the MAX_BLOCKS kept, so the chunk's first lines (before its edit) were never anchored."""
    keys = ["def f():", "    a()", "", "def g():", "    b()", "", "def h():", "    c()"]
    assert blocks(keys, keys) == [(0, 0, 8)]
    edited = ["def f():", "    a()", "", "def g():", "    z()", "", "def h():", "    c()"]
    assert blocks(edited, keys) == [(0, 0, 4), (6, 6, 2)]  # (a block starts on no blank line)


def test_the_whole_file_restated_without_markers_has_one_reading() -> None:
    """A snippet with no markers whose anchors reach the file's first and last lines is the whole new file: its
    edge lines are the file's own, so the reading with its repeated edge lines as new lines is not tried (it was:
    two placements, and twice the time, for every whole-file snippet of a file whose edges repeat)."""
    original = repetitive_file(30)  # (its first and last lines stand elsewhere in it too)
    update = original.replace("return None", "return 0", 1)
    found = place(Source(original, "python"), Snippet(update, "python"))
    assert found.options == [] and found.lines is not None and "\n".join(found.lines) + "\n" == update
    result = merge(original, update, language="python")
    assert result.text == update and result.confidence == "exact"


def test_a_long_whole_file_snippet_anchors_its_first_lines() -> None:
    """20,000 lines restated with an edit in the first function: the chunk's first four lines anchor at the
    file's first lines (the best chain starts there), not after the edit."""
    original = repetitive_file(20000)
    update = original.replace("return None", "return 0", 1)
    source, snippet = Source(original, "python"), Snippet(update, "python")
    found = place(source, snippet)
    assert found.options == []
    (piece,) = [p for p in found.certificate.pieces if p.kind == "write"]
    assert [w.original for w in piece.lines[:4]] == [0, 1, 2, 3]  # (they had been written as new lines)
