"""Whether the new lines at a marker-less edge of a snippet restate the code beyond it (the placement widens a
chunk over it, :mod:`fastapply.apply.merge.widen`; the certifier takes it as the cause of its deletion,
:mod:`fastapply.apply.merge.deletions`)."""

from __future__ import annotations

from .lines import SIMILAR, edits, similarity

DELIMITERS = frozenset({'"""', "'''", "/*", "/**", "*/", "*", "<!--", "-->", "#", "//", "--", ";"})


def restates_beyond(new: list[str], old: list[str], top: bool = False) -> bool:
    """Whether the new lines at a marker-less edge of a snippet restate all the ``old`` lines of code beyond it:
    each old line, in order, has its new version (``edits``, or a line this ``SIMILAR``) among the new ones.
    Above the file's first placed line (``top``), a line that only opens or closes a string or a comment (a
    docstring's quotes, ``/*``, an empty ``#``) needs none; a header such as ``<?php``, ``---`` or ``{`` does.

    >>> restates_beyond(["print(greet.parse_string(hello))"], ["print(greet.parseString(hello))"]), \\
    ...     restates_beyond(["", "def extra():", "    pass"], ["main()"])
    (True, False)
    """
    olds = [x for x in old if x.strip()]
    if top and olds and all(x.strip() in DELIMITERS for x in olds):
        return True  # only delimiters above the file's first placed line (a docstring's opening quotes)
    if top:
        olds = [x for x in olds if x.strip() not in DELIMITERS]
    at = 0
    for line in olds:
        at = next((k + 1 for k in range(at, len(new)) if new[k].strip() and (
            edits(new[k], line) or similarity(new[k], line) >= SIMILAR)), None)
        if at is None:
            return False
    return bool(olds)
