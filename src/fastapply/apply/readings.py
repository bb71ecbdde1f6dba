"""The other readings of an ambiguous merge (the merge's last word): where the only doubt is which of several
equally good places a chunk goes to, every place is tried. When all of them give one file, the place does not
matter; when exactly one of the files passes the result check (:mod:`fastapply.apply.check`: no new syntax
errors, every declaration the snippet does not restate kept as it was), that one is the merge. Otherwise it
stays ambiguous. Worked example (a method appended after the marker; ``return value`` ends both methods)::

    >>> original = ("class A:\\n    def get(self, key):\\n        value = self.data.get(key)\\n        return value\\n"
    ...             "\\n    def put(self, key, value):\\n        self.data[key] = value\\n        return value\\n")
    >>> snippet = "# ... existing code ...\\n        return value\\n\\n    def size(self):\\n        return len(self.data)\\n"
    >>> from fastapply.apply.merge import merge
    >>> result = merge(original, snippet, language="python")
    >>> print(result.text[len(original):])
    <BLANKLINE>
        def size(self):
            return len(self.data)
    <BLANKLINE>
    >>> result.confidence, result.reasons[-1]
    ('fuzzy', 'chunk 1 fits 2 places: only one result keeps every declaration it does not restate')

After ``get``'s ``return value`` the chunk would replace all of ``put`` (the chunk ends the file): ``put`` would
be gone though the snippet does not restate it, so the check fails there; after ``put``'s it passes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from fastapply.apply.linemerge import MergeResult

__all__ = ["FITS", "MAX_PLACES", "settle"]

FITS = re.compile(r"chunk (\d+): anchor .* fits (\d+) places")  # a chunk's equally good places (apply/linemerge.py)
MAX_PLACES = 8  # a chunk with more equally good places stays ambiguous


def settle(
    merged: MergeResult, again: Callable[[dict[int, int]], MergeResult],
    problems: Callable[[str], list[str]] | None,
) -> MergeResult:
    """``merged`` made sure where its only doubts are chunks' equally good places and the places decide (see the
    module docstring); else ``merged`` itself. ``again(choices)`` merges with other places (``merge``'s
    ``choices``), ``problems`` is the result check (None: no grammar, only one file for all places decides)."""
    places = [FITS.match(doubt) for doubt in merged.doubts]
    if merged.text is None or not places or not all(places) or len({match[1] for match in places}) > 1 \
            or int(places[0][2]) > MAX_PLACES:
        return merged  # (one chunk's places at a time: two chunks' would need every pair tried)
    match = places[0]
    readings = [merged, *(again({int(match[1]): k}) for k in range(int(match[2])))]
    by_text = {r.text: r for r in reversed(readings) if r.text is not None}  # the first reading of each text
    chunks = match[1]
    if list(by_text) == [merged.text]:  # (a place after which the rest of the snippet finds no place is none)
        return MergeResult(merged.text, "exact", (*merged.reasons, f"chunk {chunks}: every place it fits where the "
                                                                    "rest of the snippet can follow gives one file"))
    if problems is None:
        return merged
    passing = [r for text, r in by_text.items() if not problems(text)]
    if len(passing) != 1 or not all(map(FITS.match, passing[0].doubts)):  # ... and no other doubt
        return merged
    return MergeResult(passing[0].text, "fuzzy", (*passing[0].reasons, f"chunk {chunks} fits {len(by_text)} places: "
                                                  "only one result keeps every declaration it does not restate"))
