"""The certifier's rule on a name renamed where it stood, its old line kept (*beside*,
:mod:`fastapply.apply.merge.certify` runs it): a chunk's last new line before a marker sets a name
(``CACHE_URL = os.getenv("CACHE_URL", ...)``, a key ``cacheUrl: ...,``, a struct field ``CacheURL string``)
where the first line of code the marker keeps, as deep, sets another of the same shape (``REDIS_URL = ...``), a
name the original uses elsewhere and the result no longer does: its uses were renamed too, so the kept line is
its old version, left dead (a new setting beside it would leave the old one's uses alone).

    >>> from fastapply.apply.merge import merge
    >>> original = ('import os\\n\\nREDIS_URL = os.getenv("REDIS_URL")\\nDEBUG = 1\\n\\n\\ndef cache():\\n'
    ...             '    return connect(REDIS_URL)\\n')
    >>> snippet = ('# ... existing code ...\\nCACHE_URL = os.getenv("CACHE_URL")\\n# ... existing code ...\\n\\n\\n'
    ...            'def cache():\\n    return connect(CACHE_URL)\\n')
    >>> merge(original, snippet, language="python").sure
    False
"""

from __future__ import annotations

import re
from itertools import pairwise

from .certificate import KEEP, WRITE
from .lines import is_comment, join_lines, line_key, similarity, width

__all__ = ["stale_name"]

_NAME = re.compile(r"\s*([A-Za-z_$][\w$]*)\b(?=\s*(?:[:=]|[A-Za-z_*\[]))")  # the name a line sets first
ALIKE = 0.6  # likeness of two lines, their names blanked, that set two names the same way


def stale_name(source, snippet, certificate, result, verdict) -> list[str]:
    """See the module docstring."""
    pieces, text = certificate.pieces, None
    for piece, after in pairwise(pieces):
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None:
            continue
        last = next((w for w in reversed(piece.lines) if w.text.strip() and not is_comment(w.text)), None)
        kept = next((i for i in after.kept() if source.lines[i].strip() and not is_comment(source.lines[i])), None)
        if last is None or kept is None or last.original is not None or width(last.text) != source.widths[kept]:
            continue
        new, old = _NAME.match(last.text), _NAME.match(source.lines[kept])
        if new is None or old is None or new[1] == old[1] or similarity(re.sub(
                rf"\b{new[1]}\b", "_", line_key(last.text)), re.sub(rf"\b{old[1]}\b", "_", source.keys[kept])) < ALIKE:
            continue
        word = re.compile(rf"(?<![\w$]){re.escape(old[1])}\b")
        text = join_lines(result, "\n", True) if text is None else text
        if sum(bool(word.search(x)) for x in result) == 1 and sum(bool(word.search(x)) for x in source.lines) > 1 \
                and re.search(rf"(?<![\w$]){re.escape(new[1])}\b", text.replace(last.text, "", 1)):
            return [(f"the new {last.text.strip()[:50]!r} is written right above {source.lines[kept].strip()[:50]!r} "
                     f"(original line {kept + 1}), kept by the marker, whose name {old[1]!r} nothing in the result "
                     f"uses any more, while the original did: renamed, the old line kept?")]
    return []
