"""A local renamed beside its old self: a kept line that sets a name to a value, near a chunk's new line that sets
another name to that same value, or to a call around it (``rows := store.Fetch()`` kept right below the new
``records := keepValid(store.Fetch())``): the new line is the old one renamed, and the marker keeps the old one
(the certifier's *beside* rule reads it, :mod:`fastapply.apply.merge.neighbours`). Only for locals, in a function:
a class's or a file's settings often hold one value under several names (``draft_docs = c.Optional(c.PathSpec())``
beside ``exclude_docs = c.Optional(c.PathSpec())``).

    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("func Export(store Store) int {\\n\\trows := store.Fetch()\\n\\treturn len(rows)\\n}\\n", "go")
    >>> revalued(["\\trecords := keepValid(store.Fetch())"], source, [1])
    ('\\trecords := keepValid(store.Fetch())', 1)
    >>> revalued(["\\tusers := store.Users()"], source, [1]) is None
    True
"""

from __future__ import annotations

import re

from .beyond import wrapped
from .lines import line_key, width
from .source import Source

_SETS = re.compile(r"(?:(?:let|const|var|val|local|my|auto|final)\s+)?([\w$]+)(?:\s*:\s*[\w$.<>\[\], ]+)?"
                   r"\s*(:=|=)\s*(?!=)(.+?);?")


def _sets(line: str) -> tuple[str, str] | None:
    """(name, value) of a line that sets one plain name to a value of some length, a call in it; else None."""
    found = _SETS.fullmatch(line_key(line))
    if found is None or len(found[3]) < 6 or "(" not in found[3]:
        return None
    return found[1], found[3]


def revalued(new: list[str], source: Source, kept: list[int]) -> tuple[str, int] | None:
    """(the new line, the kept original line) where kept line ``k`` (of ``kept``, in a function) sets another name
    than a new line as deep does, to the value the new one sets or one it wraps in more code; None if there is
    none."""
    olds = [(k, _sets(source.lines[k])) for k in kept if any(d.kind == "fn" for _, d in source.enclosing(k))]
    for line in new:
        mine = _sets(line)
        if mine is None:
            continue
        for k, old in olds:
            if old is not None and old[0] != mine[0] and source.widths[k] == width(line) and \
                    (old[1] == mine[1] or wrapped(mine[1], old[1])):
                return line, k
    return None
