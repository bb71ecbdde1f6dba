"""Which original lines a snippet line may stand for, by the declarations both lie in: part of the convention,
read alike by the placement and the certifier.

A line inside a declaration of the snippet stands only for a line inside the original declaration of that
name path (its tail: a fragment shows a member without its class); a line inside a declaration the original does
not have (a new one) stands for none, unless its first line stands in the original (a declaration the original's
parse does not see). Lines outside every declaration of the snippet may stand for any line. Names only: a
function restated as an arrow function is the same one.

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("def a():\\n    return 1\\n\\ndef b():\\n    return 1\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\ndef c():\\n    return 1\\n", "python")
    >>> [may_stand_for(snippet, 2, source, p) for p in (1, 4)]
    [False, False]
"""

from __future__ import annotations

from .snippet import Snippet
from .source import Source

__all__ = ["may_stand_for"]


def may_stand_for(snippet: Snippet, i: int, source: Source, p: int) -> bool:
    """Whether snippet line ``i`` may stand for (restate, or edit) original line ``p`` (see the module docstring)."""
    spath = snippet.paths[i]
    if not spath:
        return True
    names = tuple(n for _, n in spath)
    if names not in source.known:
        depth = next(k for k in range(1, len(names) + 1) if names[:k] not in source.known)
        return snippet.keys[snippet.heads(i)[depth - 1]] in source.keys.positions
    opath = tuple(n for _, n in source.paths[p])
    return any(opath[:j][-len(names):] == names for j in range(len(names), len(opath) + 1))
