"""New code placed by the words of the marker after it: ``// ... writeJSON and writeError stay as they are``
names the first thing it keeps, so new code with no line of the original in it goes right before that
(:mod:`fastapply.apply.merge.place` falls back on this where nothing else places a chunk)."""

from __future__ import annotations

from .lines import is_comment
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
