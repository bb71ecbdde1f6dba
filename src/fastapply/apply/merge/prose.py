"""Lines of prose: whether a new one goes on past an old one (:func:`fastapply.apply.merge.lines.edits` reads a
line so rewritten as its new version)."""

from __future__ import annotations

import re

_TOKEN = re.compile(r"[A-Za-z_]\w*|\d+")
_CODE = re.compile(r"[{}()\[\];=<>]")  # (a line with none of these, of four words or more, reads as prose)


def extends(new: str, old: str) -> bool:
    """Two lines of prose: the new one starts with every word of the old one, numbers aside, and goes on past
    (``**Rate limit:** 100 requests per minute.`` now ``**Rate limit:** 30 requests per minute. Use ...``).

    >>> extends("Rate limit: 30 requests a minute. Use cursors.", "Rate limit: 100 requests a minute."), \\
    ...     extends("if (a && b) return x;", "if (a) return x;")
    (True, False)
    """
    a, b = (["0" if w.isdigit() else w for w in _TOKEN.findall(x)] for x in (new, old))
    return len(b) >= 4 and len(a) > len(b) and a[: len(b)] == b and not _CODE.search(new + old)
