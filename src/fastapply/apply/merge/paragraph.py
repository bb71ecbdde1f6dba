"""The certifier's rule on a paragraph a chunk rewrites: a chunk that writes new lines after its last restated
line, then a blank line and a marker, ends its paragraph there; the original lines that a marker keeps right
after it, up to the original's own blank line, finish the paragraph the chunk rewrites. Where such a kept line
shares most of its words with the chunk's new lines (words that its restated lines do not hold: not one
more of a run of like lines), it is their old version as likely as code kept: a doubt
(:mod:`fastapply.apply.merge.certify` runs it).

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> source = Source("void f() {\\n    char s[16];\\n    strftime(s, sizeof(s), fmt, localtime(&now));\\n\\n"
    ...                 "    puts(s);\\n}\\n", "c")
    >>> snippet = Snippet("void f() {\\n    char s[32];\\n    size_t n = strftime(s, sizeof(s), fmt, &tm);\\n\\n"
    ...                   "    // ... rest unchanged ...\\n}\\n", "c")
    >>> decided = decide(source, snippet, None)
    >>> decided.verdict.confidence, [x for x in decided.verdict.refusals if "paragraph" in x] != []
    ('ambiguous', True)
"""

from __future__ import annotations

import re

from .certificate import KEEP, WRITE
from .lines import width
from .siblings import NEAR
from .source import Source

__all__ = ["paragraph_rest"]

_WORD = re.compile(r"[A-Za-z_]\w{2,}")  # a name or a word that counts (not ``x``, ``if``, ``s``)
SHARED = 3  # words a kept line shares with the new lines, at least
SHARE = 0.6  # and this share of its words


def paragraph_rest(source, snippet, certificate, result, verdict) -> list[str]:
    """No original line that a marker keeps right after a chunk's new lines (the chunk ending with a blank line
    before the marker), in the paragraph of the chunk's last restated line, shares most of its words with them."""
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[:-1]):
        after = pieces[n + 1]
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None or not marks or \
                snippet.lines[after.snippet[0]].strip():
            continue
        tail = [w.text for w in piece.lines[marks[-1] + 1 :] if w.snippet is not None and w.text.strip()]
        last = piece.lines[marks[-1]].original
        if not tail or not source.lines[last].strip():
            continue
        restated = {x for w in piece.lines if w.original is not None for x in _WORD.findall(w.text)}
        words = {x for line in tail for x in _WORD.findall(line)}
        for k in _rest(source, after.kept(), width(tail[-1])):
            own = set(_WORD.findall(source.lines[k])) - restated  # (not what a sibling restated has)
            if len(own & words) >= SHARED and len(own & words) >= SHARE * len(own):
                out.append(f"original line {k + 1} ({source.lines[k].strip()[:60]!r}) is kept by the marker right "
                           "after the chunk, in the paragraph the chunk rewrites, and shares most of its words with "
                           "the chunk's new lines: their old version, or kept?")
                break
    return out


def _rest(source: Source, kept: list[int], depth: int) -> list[int]:
    """The first kept lines, up to the first blank one (NEAR at most), while they stand at ``depth``."""
    out = []
    for k in kept[:NEAR]:
        if not source.lines[k].strip() or source.widths[k] != depth:
            break
        out.append(k)
    return out

