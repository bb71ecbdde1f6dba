"""A line kept beside a chunk is not the old version of the chunk's edge lines that rewrite it over several lines
(a rule of *beside*, :mod:`fastapply.apply.merge.certify`): ``{error && <p className="e">{error}</p>}`` kept above
``{error && (`` / ``<p className="e" role="alert">`` / ``{error}`` / ``</p>`` / ``)}``, its new version.

    >>> spread('{error && <p className="e">{error}</p>}', ['{error && (', '  <p className="e" role="alert">',
    ...        '    {error}', '  </p>', ')}'], -1), \\
    ...     spread("log.info('saved', name)", ["log.info(", "'loaded', name)"], -1)
    (True, False)
"""

from __future__ import annotations

import re

from .certificate import WRITE, Certificate
from .lines import is_comment, is_weak, line_key
from .siblings import kept_lines
from .snippet import Snippet
from .source import Source

_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`")  # a string literal
_TOKEN = re.compile(r"[A-Za-z_$][\w$-]*|\"[^\"]*\"|'[^']*'|`[^`]*`|\d+")
SPREAD = 6  # new lines, at most, that one old line may be rewritten over
TOKENS = 4  # words (names, numbers, strings) an old line needs to tell its rewrite by


def spread(old: str, new: list[str], step: int) -> bool:
    """Whether the ``new`` lines next to ``old`` (below it: ``step`` -1; above it: 1) rewrite it over two lines or
    more: one statement (its first line, starting with the old line's first word, opens brackets that its last
    line, the first to close them all, closes) holding every word of the old line in order, not all on one line
    (that line would restate it, not rewrite it)."""
    words = _TOKEN.findall(old)
    if len(words) < TOKENS or is_comment(old) or is_weak(line_key(old)):
        return False
    for first in (0,) if step < 0 else range(len(new) - 2, max(len(new) - SPREAD, 0) - 1, -1):
        depth, end = 0, None
        for k in range(first, min(first + SPREAD, len(new))):
            depth += _opened(new[k])
            if depth <= 0:
                end = k
                break
        if end is None or end == first or step > 0 and end != len(new) - 1:
            continue
        found = [_TOKEN.findall(x) for x in new[first : end + 1]]
        if found[0][:1] == words[:1] and _within(words, [w for f in found for w in f]) and \
                not any(_within(words, f) for f in found):
            return True
    return False


def _opened(line: str) -> int:
    """How many more brackets ``line`` opens than it closes (string literals aside)."""
    bare = _STRING.sub("", line)
    return sum(bare.count(c) for c in "([{") - sum(bare.count(c) for c in ")]}")


def _within(words: list[str], text: list[str]) -> bool:
    """``words`` in ``text``, in order (not next to one another)."""
    it = iter(text)
    return all(any(w == x for x in it) for w in words)


def spread_kept(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """No kept line right beside a chunk's new edge lines is rewritten by them over several lines (``spread``)."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        runs = (piece.lines[: marks[0]] if marks else piece.lines,
                piece.lines[marks[-1] + 1 :] if marks else piece.lines)
        for step, run in zip((-1, 1), runs):
            new = [w.text for w in run if w.snippet is not None and w.text.strip()]
            kept = kept_lines(source, pieces, n, step, 1)
            if len(new) > 1 and kept and spread(source.lines[kept[0]], new, step):
                out.append(f"original line {kept[0] + 1} ({source.lines[kept[0]].strip()[:60]!r}) is kept next to "
                           "new lines that rewrite it over several lines: its old version?")
    return out
