"""New code placed by the words of the marker after it: ``// ... writeJSON and writeError stay as they are``
names the first thing it keeps, so new code with no line of the original in it goes right before that
(:mod:`fastapply.apply.merge.place` falls back on this where nothing else places a chunk); or one more item of a
run of like one-line items the marker before it stands in, after the run's last."""

from __future__ import annotations

import re

from .lines import first_word, is_comment, is_weak, line_key, width, words
from .markers import kept_names
from .snippet import Chunk, Snippet
from .source import Source
from .write import Spot


def named_point(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk between two markers, the one after it naming what it keeps: the chunk goes before the first line
    of the file that marker names (as deep as the marker, the one line that sets a name the marker gives; not
    before ``lo``), and the comments right above it. None where the marker names no such line."""
    if chunk.before is None or chunk.after is None or not (names := kept_names(snippet.lines[chunk.after.line])):
        return None
    at = source.first_named(names, chunk.after.depth)
    if at is None or at < lo:
        return None
    while at > lo and source.keys[at - 1] and is_comment(source.lines[at - 1]):
        at -= 1
    return Spot(at, at, {}, {})


def run_end(source: Source, snippet: Snippet, chunk: Chunk, lo: int) -> Spot | None:
    """A chunk between two markers, the one before it as deep as its lines, whose lines of code are all one-line
    items of one kind (the same first word, as deep as the marker, none opening a block) like the run of original
    lines that starts at ``lo``: one more item of that run, after its last (``@Published private(set) var x``
    after ``// ... other published properties ...``). None where no such run starts there."""
    if chunk.before is None or chunk.after is None:
        return None
    mine = [line for line, key in zip(snippet.lines[chunk.start : chunk.end], snippet.keys[chunk.start : chunk.end])
            if key]
    if not mine or len(word := first_word(mine[0])) < 2 or is_weak(line_key(mine[0])):
        return None
    depth = width(mine[0])
    if chunk.before.depth != depth or any(first_word(x) != word or width(x) != depth or _OPENS.search(line_key(x))
                                          for x in mine):
        return None
    end = lo
    while end < len(source.lines) and source.keys[end] and source.widths[end] == depth and \
            first_word(source.lines[end]) == word and not _OPENS.search(source.keys[end]):
        end += 1
    return Spot(end, end, {}, {}) if end > lo and not renews(mine, source.lines[lo:end]) else None


def renews(new: list[str], run: list[str]) -> bool:
    """A new line shares a word with one item of ``run`` that no other item has (``path="billing"``): its new
    version, not one more item. A run of one item cannot tell."""
    if len(run) < 2:
        return True
    sets = [words(item) for item in run]
    return any(words(x) & (mine - set().union(*sets[:k], *sets[k + 1 :])) for x in new for k, mine in enumerate(sets))


_OPENS = re.compile(r"[{(\[:]$")
