"""The certifier's rule on a deletion between copies (a rule of *pinning*, :mod:`fastapply.apply.merge.certify`
runs it): a chunk that deletes a whole paragraph of the original (blank lines on both sides of it, every line
between them deleted) between two of its restated lines, not side by side in the snippet, proves the deletion only
where one of those two neighbours is a line the original has once, or neither says anything (two words or more:
``}``, ``@Test`` and fences are no statements). Where each is found elsewhere too (``FROM batches b`` / ``WHERE qty >
0`` above, ``SELECT`` below, each in several views), the chunk's lines may stand at those other copies, around no
deletion at all: a new view written after the last one reads, line for line, as the first view's tail edited and
the two views below it deleted. (New lines half as many as the deleted ones or more rewrite them: nothing lost.)

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> tail = "FROM batches b\\nWHERE b.qty > 0\\n  AND b.expires_on < CURRENT_DATE{};\\n"
    >>> source = Source("CREATE VIEW on_hand AS\\nSELECT\\n    SUM(b.qty) AS on_hand\\nFROM batches b\\n"
    ...                 "JOIN products p\\nWHERE b.qty > 0\\nGROUP BY b.clinic_id;\\n\\nCREATE VIEW low AS\\nSELECT\\n"
    ...                 "    s.on_hand\\nFROM on_hand s\\nWHERE s.on_hand < 10;\\n\\nCREATE VIEW expiring AS\\n"
    ...                 "SELECT\\n    b.id,\\n    b.lot\\n" + tail.format(" + 60"), None)
    >>> snippet = Snippet("-- ... existing code ...\\n" + tail.format(" + 60") + "\\nCREATE VIEW expired AS\\nSELECT\\n"
    ...                   "    b.id,\\n    b.lot\\n" + tail.format(""), None)
    >>> decided = decide(source, snippet)
    >>> decided.verdict.confidence, any(x.startswith("pinned: original lines") for x in decided.verdict.refusals)
    ('ambiguous', True)
"""

from __future__ import annotations

import re
from itertools import islice, pairwise

from .certificate import Certificate, write_pieces
from .lines import line_key
from .snippet import Snippet
from .source import Source

__all__ = ["paragraph_between_copies", "written_again"]

_WORD = re.compile(r"[A-Za-z_]\w*")


def paragraph_between_copies(source: Source, snippet: Snippet, certificate: Certificate, result=None,
                             verdict=None) -> list[str]:
    """See the module docstring."""
    out = []
    for piece in write_pieces(certificate):
        lines = [w for w in piece.lines if w.snippet is not None and (w.original is not None or w.text.strip())]
        order = [w.original for w in lines]  # (None: a new line; new blank lines aside)
        gone = set(piece.deleted())
        placed = [k for k, o in enumerate(order) if o is not None]
        for k, end in pairwise(placed):
            if end == k + 1:
                continue  # (restated neighbours side by side, blank lines aside: a deletion shown)
            above, below = order[k], order[end]
            blanks = [i for i in range(above + 1, below) if not source.lines[i].strip()]
            if len(blanks) < 2 or blanks[-1] - blanks[0] < 4 or not gone.issuperset(range(blanks[0], blanks[-1])):
                continue  # (a paragraph of three lines or more)
            if _twice(source, above) and _twice(source, below) and (_said(source, above) or _said(source, below)) \
                    and not _written(source, range(blanks[0], blanks[-1]), [w.text for w in lines[k + 1 : end]]):
                out.append(f"original lines {blanks[0] + 2}-{blanks[-1]} (a whole paragraph) are deleted between "
                           f"restated lines {above + 1} ({source.lines[above].strip()[:50]!r}) and {below + 1} "
                           f"({source.lines[below].strip()[:50]!r}), but the original has each of those lines more "
                           "than once: the chunk may stand at their other copies, deleting nothing")
    return out


def _written(source: Source, gone: range, new: list[str]) -> bool:
    """Whether the new lines are half as many as the deleted ones or more: their rewrite (a long chunk's tail
    written as new lines, edited), not a paragraph lost."""
    return 2 * len(new) >= sum(1 for i in gone if source.lines[i].strip())


def _said(source: Source, i: int) -> bool:
    """A line that says something (two words or more: a statement, not ``}``, ``@Test`` or a fence)."""
    return len(_WORD.findall(source.lines[i])) >= 2


def _twice(source: Source, i: int) -> bool:
    return source.keys.count(source.keys[i], 0, len(source.keys)) > 1



def written_again(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """Refused: a chunk that deletes an original line and writes it again as a new line, where the snippet shows it
    in its place: between restated lines that are copies of its own neighbours, or as the chunk's first line (its
    context) above them. A reading that deletes it and writes its copy elsewhere moved it. A new
    ``[[tool.mypy.overrides]]`` table appended after the last one, that one restated as context, read as the table
    before it edited into the last one and the last one edited into the new one, is refused, and the other reading
    (the last table restated, the new one after it) written; so is a new Dockerfile stage whose context, the last
    ``CMD``, is read as new above the build stage's restated lines, the stages between deleted.

    >>> from fastapply.apply.merge.readings import decide
    >>> table = "[[tool.mypy.overrides]]\\nmodule = '{}.*'\\nignore_missing_imports = true\\n"
    >>> source = Source("[tool.mypy]\\nstrict = true\\n\\n" + table.format("alembic") + "\\n"
    ...                 + table.format("reportlab"), "toml")
    >>> snippet = Snippet("# ... unchanged ...\\n" + table.format("reportlab") + "\\n" + table.format("icalendar"),
    ...                   "toml")
    >>> decided = decide(source, snippet)
    >>> decided.placement.lines == source.lines + ["", *table.format("icalendar").splitlines()], decided.readings
    (True, 2)
    """
    out = []
    for piece in write_pieces(certificate):
        gone = {source.keys[i]: i for i in piece.deleted()}
        lines = [w for w in piece.lines if w.snippet is not None]
        opening = next((k for k, w in enumerate(lines) if w.text.strip()), None)
        for k, w in enumerate(lines):
            i = gone.get(line_key(w.text))
            if w.original is None and i is not None and (
                    _among(source, i, lines[k - 1] if k else None, lines[k + 1] if k + 1 < len(lines) else None)
                    or k == opening and _above(i, lines, k + 1)):
                out.append(f"original line {i + 1} ({w.text.strip()[:50]!r}) is deleted and written again as snippet "
                           f"line {w.snippet + 1}: the snippet restates it, where the original has it")
    return out


def _among(source: Source, i: int, above, below) -> bool:
    """Whether the snippet shows original line ``i`` among its own neighbours: the lines on both sides of it are
    restated lines read elsewhere (not around ``i``: no line edited in place, nor moved with them), the one below a
    copy of the line below ``i``."""
    return above is not None and below is not None and 0 < i < len(source.lines) - 1 \
        and above.original is not None and below.original is not None and not above.original < i < below.original \
        and line_key(below.text) == source.keys[i + 1] != ""


def _above(i: int, lines, start: int) -> bool:
    """Whether the chunk's first restated line from ``lines[start]`` on stands above original line ``i``."""
    first = next((w.original for w in islice(lines, start, None) if w.original is not None), None)
    return first is not None and first < i
