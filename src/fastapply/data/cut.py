"""The ``cut`` snippet style: chunks cut at arbitrary lines of a real diff, as assistants write them.

Unlike :func:`fastapply.data.snippet.make_snippet` (which widens context until it is unique), each hunk keeps
0-3 lines of context, whatever they are: a closing bracket, the middle of a docstring or statement, an
indented continuation line. The snippet follows the convention the merge implements (docs/architecture.md):

- a hunk that deletes original lines has context on both sides (a deletion shows only by adjacency), unless
  it reaches the file's edge, where no marker is written; an edit that deletes a file's first (last) lines has
  no snippet (an edge without a marker keeps what lies beyond it);
- a pure insertion has context on at least one side, and a non-blank one where it touches a blank line
  (blank lines anchor nothing);
- a chunk never starts or ends next to a marker on a blank line (blank lines there belong to the elided code),
  so context grows over blank lines to a non-blank one;
- markers are comments in the file's syntax (``<!-- ... -->`` for Markdown), at the indentation of the first
  elided line or at column 0.

    >>> import random
    >>> old = "".join(f"v{k} = {k}\\n" for k in range(10))
    >>> print(cut_snippet(old, old.replace("v5 = 5", "v5 = 50"), "python", random.Random(2)), end="")
    # ... existing code ...
    v4 = 4
    v5 = 50
    v6 = 6
    # ... existing code ...
"""

from __future__ import annotations

import difflib
import random

from fastapply.apply.merge.markers import is_marker_line
from fastapply.data.oracle import edges_unexpressed
from fastapply.data.snippet import WORDINGS, comment_line, lines_of
from fastapply.data.tasks import Task

MAX_CONTEXT = 3
EDGE = 2  # a hunk this close to a file edge may reach it (no marker there)
COMMENT_SYNTAX = {"markdown": "html"}  # languages whose comments are another's


def cut_snippet(original: str, final: str, language: str, rng: random.Random) -> str:
    """A lazy snippet for ``original -> final`` in the cut style (see the module docstring)."""
    old, new = lines_of(original), lines_of(final)
    changes = [op[1:] for op in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
               if op[0] != "equal"]
    if not changes:
        return ""
    hunks = []
    lows = [0] + [change[1] for change in changes[:-1]]  # context stays inside the equal runs around a change
    highs = [change[0] for change in changes[1:]] + [len(old)]
    for (i1, i2, j1, j2), low, high in zip(changes, lows, highs):
        deletes = i2 > i1
        before, after = rng.randint(0, MAX_CONTEXT), rng.randint(0, MAX_CONTEXT)
        if deletes:
            before, after = max(before, 1), max(after, 1)
        elif before == after == 0:
            before, after = (1, 0) if rng.random() < 0.5 else (0, 1)
        if before == 0 and i1 < len(old) and not old[i1].strip():
            before = 1  # blank lines anchor nothing: the insertion point needs a non-blank line next to it
        if after == 0 and i2 > 0 and not old[i2 - 1].strip():
            after = 1
        if j2 > j1 and not new[j1].strip():
            before = max(before, 1)  # a blank line next to a marker would belong to the elided code
        if j2 > j1 and not new[j2 - 1].strip():
            after = max(after, 1)
        start, end = max(low, _widen(old, i1, -1, before)), min(high, _widen(old, i2, 1, after))
        if start <= EDGE and low == 0 and rng.random() < 0.5:
            start = 0
        if len(old) - end <= EDGE and high == len(old) and rng.random() < 0.5:
            end = len(old)
        hunk = [start, end, j1 - (i1 - start), j2 + (end - i2)]
        if hunks and hunk[0] <= hunks[-1][1]:
            hunks[-1][1], hunks[-1][3] = max(hunks[-1][1], hunk[1]), max(hunks[-1][3], hunk[3])
        else:
            hunks.append(hunk)
    wording, indented = rng.choice(WORDINGS), rng.random() < 0.7
    newline = "\r\n" if "\r\n" in final else "\n"
    syntax = COMMENT_SYNTAX.get(language, language)

    def marker(elided: list[str]) -> str:
        first = next((line for line in elided if line.strip()), "")
        indent = first[: len(first) - len(first.lstrip())] if indented else ""
        return comment_line(syntax, f"... {wording} ...", indent.rstrip("\r\n")) + newline

    parts: list[str] = []
    previous = 0
    for start, end, j1, j2 in hunks:
        if start > previous:
            parts.append(marker(old[previous:start]))
        parts += new[j1:j2]
        previous = end
    if previous < len(old):
        parts.append(marker(old[previous:]))
    lines = lines_of("".join(parts))
    if edges_unexpressed(old, lines, [k for k, x in enumerate(lines) if is_marker_line(x)], new):
        return ""  # an edit at a file edge that a marker-less edge would misstate (it keeps what is beyond)
    return "".join(parts)


def _widen(old: list[str], edge: int, step: int, count: int) -> int:
    """Move ``edge`` outward over ``count`` non-blank lines (and the blank lines among and beyond them, so a
    chunk never ends on a blank line next to a marker); stops at the file's edge."""
    position, seen = edge, 0
    while 0 < position if step < 0 else position < len(old):
        line = old[position - 1] if step < 0 else old[position]
        if line.strip():
            if seen == count:
                break
            seen += 1
        position += step
    return position


def restyle(tasks: list[Task], seed: int = 0) -> list[Task]:
    """The same edits with cut-style snippets (tasks whose edit gives no snippet are dropped)."""
    out = []
    for task in tasks:
        rng = random.Random(f"{seed}:{task.id}")
        update = cut_snippet(task.original, task.final, task.language, rng)
        if update.strip():
            out.append(Task(task.id, task.language, task.path, task.original, update, task.final,
                            {**task.meta, "style": "cut"}))
    return out
