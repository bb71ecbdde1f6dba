"""Whether a marker-less snippet's first (last) line of code, which sets what the file's first (last) one sets
(:func:`fastapply.apply.merge.beyond.new_edges`), is shown to be another line than that one anew: an original line
it covers, away from the file's edge, sets the same and keeps every word of it in it, its old version as well
(``return sales`` restated in ``load_sales``, where the file ends on ``return totals``; a restated final stage's
``FROM alpine:3.20``; the dev stage's ``CMD ["npm", "run", "dev"]`` for a new ``CMD ["npm", "run", "dev", "--",
"--inspect"]``), or, in a data file, it stands under another path of keys (``tokio = ...`` under
``[dependencies]``, the file ending on ``tokio`` under ``[dev-dependencies]``; a new step's ``run:`` in the lint
job, the file ending on the test job's ``run:``), or, in code, it lies in a declaration the original has by name,
another than the one the file's edge line lies in (``return config`` of a restated ``load_config``, the file ending in
``save_config``). Then the snippet is a fragment, not the whole new file: the edge rule keeps what lies beyond it.

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("[a]\\nx = 1\\ny = 2\\n\\n[b]\\ny = 3\\n", "toml")
    >>> elsewhere(source, Snippet("[a]\\nx = 1\\ny = 5\\n", "toml"), [0, 1, 2], [4, 5], True)
    True
    >>> elsewhere(source, Snippet("[a]\\nx = 1\\n\\n[b]\\ny = 5\\n", "toml"), [0, 1], [4, 5], True)
    False
"""

from __future__ import annotations

from .decls import walk
from .keys import DATA
from .lines import identity, is_comment, line_key, words
from .snippet import Snippet
from .source import Source

__all__ = ["elsewhere"]


def elsewhere(source: Source, snippet: Snippet, placed: list[int], edge: list[int], last: bool) -> bool:
    """Whether the snippet's last (first) line of code may be the new version of an original line it covers
    (``placed`` spans it) outside ``edge``, the file's last (first) lines of code, or stands under other keys (in
    code, in another declaration the original has) than the file's last (first) line of code (see the module
    docstring)."""
    at = range(len(snippet.lines) - 1, -1, -1) if last else range(len(snippet.lines))
    mine = next((i for i in at if snippet.lines[i].strip() and not is_comment(snippet.lines[i])), None)
    if mine is None or not edge:
        return False
    if _closer(source, snippet.lines[mine], placed, set(edge)):
        return True
    path = _path(walk(snippet.declarations), mine)
    if source.language not in DATA and (not path or path not in source.known):
        return False  # (in code, only a declaration the original has, by name, says where its line stands)
    return path != _path(walk(source.declarations), edge[-1] if last else edge[0])


def _closer(source: Source, line: str, placed: list[int], shown: set[int]) -> bool:
    """Whether an original line between the first and last ``placed`` ones, not among the file's edge lines
    (``shown``), sets what ``line`` sets and keeps every word of it in ``line``: the old version it may be."""
    same, mine = identity(line), words(line)
    if same is None or not placed:
        return False
    word = line_key(line).split()[0]
    return any(source.keys[p].startswith(word) and p not in shown and identity(source.lines[p]) == same and
               words(source.lines[p]) <= mine for p in range(placed[0], placed[-1] + 1))


def _path(walked, line: int) -> tuple[str, ...]:
    """The names of the declarations that hold ``line``, outermost first (the deepest path that holds it)."""
    best: tuple[str, ...] = ()
    for path, (_, name, _), decl in walked:
        if decl.start <= line < decl.end and len(path) + 1 > len(best):
            best = (*(n for _, n, _ in path), name)
    return best
