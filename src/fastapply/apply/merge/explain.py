"""The certificate and the verdict in words: what each piece of the result is, what was deleted and why, and
which rule refused it. Lines are counted from 1, as editors count them.

    >>> from fastapply.apply.merge import merge
    >>> result = merge("def f():\\n    return 1\\n\\ndef g():\\n    return 2\\n",
    ...                "# ... existing code ...\\ndef g():\\n    return 3\\n", language="python")
    >>> print("\\n".join(result.explanation))
    original lines 1-3 kept for the marker at snippet line 1
    original lines 4-5 replaced by snippet lines 2-3 (chunk 1): 1 restated, 1 new
    original line 5 deleted: replaced by its new version, snippet line 3
"""

from __future__ import annotations

from .certificate import KEEP, Certificate
from .certify import Verdict

__all__ = ["explain"]


def explain(certificate: Certificate, verdict: Verdict | None) -> list[str]:
    """One line per piece of the result, then one per deletion and per refusal or adjustment."""
    out = []
    for piece in certificate.pieces:
        a, b = piece.original
        if piece.kind == KEEP:
            if b > a:
                why = f"the marker at snippet line {piece.marker + 1}" if piece.marker is not None else \
                    "beyond the snippet's edge (no marker there)"
                out.append(f"original {_lines(a, b)} kept for {why}")
            continue
        restated = sum(w.original is not None for w in piece.lines)
        new = sum(w.original is None and w.snippet is not None for w in piece.lines)
        where = f"replaced by snippet {_lines(*piece.snippet)}" if b > a else \
            f"snippet {_lines(*piece.snippet)} inserted after original line {a}"
        counts = ", ".join(x for x in (f"{restated} restated" * bool(restated), f"{new} new" * bool(new)) if x)
        out.append(f"original {_lines(a, b)} {where} (chunk {piece.chunk}): {counts}" if b > a else
                   f"{where} (chunk {piece.chunk}): {counts}")
    if verdict is not None:
        out += [f"original line {i + 1} deleted: {cause}" for i, cause in verdict.deletions]
        out += [f"refused by {x}" for x in verdict.refusals]
        out += [f"adjusted: {x}" for x in verdict.adjustments]
    return out


def _lines(a: int, b: int) -> str:
    """Lines [a, b) as an editor names them."""
    return f"line {a + 1}" if b == a + 1 else f"lines {a + 1}-{b}"
