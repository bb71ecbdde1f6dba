"""Synthetic edits of files from any code corpus (the standard library, site-packages, a repo).

Python files get ``ast``-located edits (``pyedits.PYTHON_EDITS``: renames, inserted
statements, deletions, literal changes, new or moved functions, new parameters) and must
still parse afterwards; other languages get line edits. A task combines 1-3 edits::

    tasks = synthetic_tasks("/usr/lib/python3.11", n=100, seed=0)
    tasks[0].meta["kinds"]   # e.g. ['rename_variable', 'insert_log']
"""

from __future__ import annotations

import ast
import os
import random
import re
import warnings
from collections.abc import Callable
from pathlib import Path

from fastapply.data.pyedits import NOUNS, PYTHON_EDITS
from fastapply.data.real import MAX_LINES, SKIPPED_DIRS, decode
from fastapply.data.snippet import comment_line, lines_of
from fastapply.data.tasks import Task, language_of, new_task, track

EDIT_COUNTS = (1, 1, 1, 2, 2, 3)  # how many edits one task combines, drawn uniformly
CORPUS_SKIPPED_DIRS = SKIPPED_DIRS | {"site-packages", "dist-packages"}  # below the corpus root

LineEdit = Callable[[list[str], str, random.Random], "list[str] | None"]


def delete_lines(rows: list[str], language: str, rng: random.Random) -> list[str] | None:
    """Delete a run of 1-3 non-blank lines."""
    size = rng.randint(1, 3)
    starts = [i for i in range(len(rows) - size + 1) if all(r.strip() for r in rows[i: i + size])]
    if not starts:
        return None
    at = rng.choice(starts)
    return rows[:at] + rows[at + size:]


def insert_comment(rows: list[str], language: str, rng: random.Random) -> list[str] | None:
    """Insert a comment line above a non-blank line, at its indentation."""
    spots = [i for i, r in enumerate(rows) if r.strip()]
    if not spots:
        return None
    at = rng.choice(spots)
    indent = rows[at][: len(rows[at]) - len(rows[at].lstrip())]
    text = rng.choice(("TODO: check the {} first", "NOTE: {} may be empty here", "keep the {} in sync"))
    return rows[:at] + [comment_line(language, text.format(rng.choice(NOUNS)), indent) + "\n"] + rows[at:]


def change_number(rows: list[str], language: str, rng: random.Random) -> list[str] | None:
    """Change one integer literal on a line."""
    spots = [(i, m) for i, r in enumerate(rows) for m in re.finditer(r"(?<![\w.])\d+(?![\w.])", r)]
    if not spots:
        return None
    i, match = rng.choice(spots)
    new_rows = list(rows)
    new_rows[i] = rows[i][: match.start()] + str(int(match.group()) + 1) + rows[i][match.end():]
    return new_rows


LINE_EDITS: dict[str, LineEdit] = {
    "delete_lines": delete_lines,
    "insert_comment": insert_comment,
    "change_number": change_number,
}


def _parse(source: str) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError):
        return None


def synthesize(source: str, language: str, rng: random.Random) -> tuple[str, list[str]] | None:
    """Apply 1-3 random edits; ``(new source, edit kinds)`` or ``None`` when nothing applied.

    >>> src = "def f(x):\\n    return x + 1\\n"
    >>> new, kinds = synthesize(src, "python", random.Random(3))
    >>> new != src and ast.parse(new) is not None
    True
    """
    wanted = rng.choice(EDIT_COUNTS)
    original = source
    kinds: list[str] = []
    tree = _parse(source) if language == "python" else None
    if language == "python" and tree is None:
        return None
    for _ in range(wanted * 4):
        if len(kinds) == wanted:
            break
        if tree is not None:
            kind = rng.choice(sorted(PYTHON_EDITS))
            try:
                new = PYTHON_EDITS[kind](source, tree, rng)
            except (SyntaxError, ValueError, IndexError):  # tokenize errors on odd files
                new = None
            new_tree = _parse(new) if new is not None else None
            if new_tree is None:
                continue
            tree = new_tree
        else:
            kind = rng.choice(sorted(LINE_EDITS))
            rows = LINE_EDITS[kind](lines_of(source), language, rng)
            new = "".join(rows) if rows is not None else None
        if new is not None and new != source:
            source = new
            kinds.append(kind)
    return (source, kinds) if kinds and source != original else None  # two moves may cancel out


def corpus_files(root: str | os.PathLike, max_lines: int = MAX_LINES) -> list[tuple[str, str]]:
    """``(relative path, text)`` of the decodable code files under ``root`` with at most
    ``max_lines`` lines, sorted by path; ``site-packages`` below the root is skipped."""
    root = Path(root)
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in CORPUS_SKIPPED_DIRS)
        for name in sorted(filenames):
            path = Path(dirpath, name)
            if language_of(name) is None or path.is_symlink() or not path.is_file():
                continue
            text = decode(path.read_bytes())
            if text and text.count("\n") <= max_lines:
                found.append((path.relative_to(root).as_posix(), text))
    return found


def synthetic_tasks(
    corpus: str | os.PathLike, n: int, seed: int = 0, max_lines: int = MAX_LINES
) -> list[Task]:
    """``n`` synthetic tasks (fewer if the corpus runs out), deterministic for a seed.

    Files are visited in a seeded random order; when every file has been used once, a
    second round draws new edits for the same files, and so on (at most 5 rounds).
    """
    files = corpus_files(corpus, max_lines)
    random.Random(seed).shuffle(files)
    tasks: list[Task] = []
    plan = [(round_, path, text) for round_ in range(5) for path, text in files]
    for round_, path, text in track(plan, "synthetic edits", total=len(plan)):
        if len(tasks) >= n:
            break
        rng = random.Random(f"{seed}:{round_}:{path}")
        edited = synthesize(text, language_of(path), rng)
        if edited is None or not edited[0].strip() or len(lines_of(edited[0])) > max_lines:
            continue
        final, kinds = edited
        meta = {"source": "synthetic", "corpus": Path(corpus).name, "kinds": kinds}
        if (made := new_task(path, text, final, rng, meta)) is not None:
            tasks.append(made)
    return tasks
