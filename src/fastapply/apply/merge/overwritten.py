"""The certifier's rule on a guard written over another on its closing line alone (a rule of *depth*,
:mod:`fastapply.apply.merge.certify` runs it): a restated closing line that ends its chunk, whose block's first
line is deleted, may close, in the result, a new guard (a block holding only a way out: ``return``, ``raise``,
``throw``) written over an old guard only where the new guard's first line is a new version of the old one's, or
its way out is the old one's, restated (a condition rewritten). Otherwise the two share nothing but their closing
``}`` and a kind of way out: inserted above the old guard, which the snippet's marker below then keeps, the new one
reads the snippet as well (a new ``if customer.is_suspended() {`` / ``return 0.0;`` / ``}`` read over the ``if
customer.is_employee() {`` guard below it, its ``return 0.2;`` taken for the old version of ``return 0.0;``). A
block rewritten whole otherwise (a loop, a condition and its work), or a guard inside a function restated whole,
is a rewrite the snippet shows.

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> source = Source("fn rate(c: &C) -> f64 {\\n    let tier = c.tier();\\n    if c.is_employee() {\\n"
    ...                 "        return 0.2;\\n    }\\n    lookup(tier)\\n}\\n", "rust")
    >>> snippet = Snippet("fn rate(c: &C) -> f64 {\\n    let tier = c.tier();\\n    if c.is_suspended() {\\n"
    ...                   "        return 0.0;\\n    }\\n    // ... existing code ...\\n}\\n", "rust")
    >>> decided = decide(source, snippet)
    >>> decided.verdict.confidence, any("on its closing line alone" in x for x in decided.verdict.refusals)
    ('ambiguous', True)
"""

from __future__ import annotations

import re

from .brackets import _code, _head
from .certificate import Certificate, write_pieces
from .lines import EXITS, edits, is_closer, line_key, width
from .snippet import Snippet
from .source import Source

__all__ = ["block_overwritten"]

_EXIT = re.compile(rf"(?:{'|'.join(EXITS)})\b")


def block_overwritten(source: Source, snippet: Snippet, certificate: Certificate, result=None,
                      verdict=None) -> list[str]:
    """See the module docstring."""
    gone = {i for piece in certificate.pieces for i in piece.deleted()}
    ends = {next((w.original for w in reversed(piece.lines) if _code(w.text)), None) for piece in
            write_pieces(certificate)}  # (the restated last lines of chunks: a marker, or the snippet's end, below)
    rows, out = certificate.rows(source.lines), []
    for k, (i, text) in enumerate(rows):
        if i is None or i not in ends or not is_closer(line_key(text)) or (head := _head(source.lines, i)) is None or \
                head not in gone:
            continue
        at = next((n for n in range(k - 1, -1, -1) if _code(rows[n][1]) and width(rows[n][1]) <= width(text)), None)
        if at is None or rows[at][0] is not None or width(rows[at][1]) != width(text) or not line_key(
                rows[at][1]).endswith(("{", "then", "do")) or edits(rows[at][1], source.lines[head]):
            continue  # (no new block's first line, or the deleted first line's new version)
        if not _guard([t for _, t in rows[at + 1 : k]]) or not _guard(source.lines[head + 1 : i]) or any(
                o is not None for o, _ in rows[at + 1 : k]):
            continue  # (not a guard written over a guard, or one whose way out is restated: its condition edited)
        out.append(f"the restated {text.strip()!r} (original line {i + 1}) closes the new guard "
                   f"{rows[at][1].strip()[:60]!r}, written over the guard of original line {head + 1} "
                   f"({source.lines[head].strip()[:60]!r}) on its closing line alone: inserted above that guard, "
                   "kept, the new one reads the snippet as well")
    return out


def _guard(lines: list[str]) -> bool:
    """Lines of a block's body that are a way out alone (comments and blank lines aside)."""
    code = [line_key(x) for x in lines if _code(x)]
    return len(code) == 1 and _EXIT.match(code[0]) is not None
