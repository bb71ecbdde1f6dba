"""Whether a new line beside a kept one may be that line's new version: the test the certifier's *beside* rules
(:mod:`fastapply.apply.merge.neighbours`) read a kept line next to a chunk by.

    >>> alike("$(UV) run codespell $(SRC) $(TESTS) docs", "$(UV) run codespell $(SRC) docs"), \\
    ...     alike('@import url("f.css?wght@400;500;600")', '@import url("f.css?wght@400;600")'), \\
    ...     alike("def test_b():", "def test_a():")
    (True, True, False)
"""

from __future__ import annotations

import re

from .beyond import widened, wrapped
from .lines import edits as is_edit
from .lines import identity, line_key, reworded, similarity

CLOSE = 0.9  # a kept line this like a new one beside it may be its old version, whatever its words


def alike(new: str, old: str) -> bool:
    """``new`` may be a new version of ``old``: it ``edits`` it, differs only in its numbers (a list of numbers grown
    or shrunk, ``wght@400;600`` to ``wght@400;500;600``), reads almost the same (CLOSE), or keeps the old line's
    tokens in order and adds some (``widened``); never when the two set different names (a new sibling)."""
    names = identity(new), identity(old)
    if None not in names and _LIST.sub("0", names[0]) != _LIST.sub("0", names[1]):
        return False
    return is_edit(new, old) or _numbered(new, old) or reworded(new, old) or similarity(new, old) >= CLOSE or \
        widened(new, old) or wrapped(new, old)


_LIST = re.compile(r"\d+(?:\s*[;,:]\s*\d+)+")  # a list of numbers


def _numbered(new: str, old: str) -> bool:
    """Two lines that differ only in their numbers (a version bumped, or the next item of a numbered run)."""
    def numbers(line: str) -> str:
        return re.sub(r"\d+", "0", _LIST.sub("0", line_key(line)))
    return new != old and numbers(new) == numbers(old)
