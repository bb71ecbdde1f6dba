"""The certifier's rule on a comment block split (a rule of *pinning*, :mod:`fastapply.apply.merge.certify` runs
it): no new code is written between two comment lines that stand side by side in the original, the first found
elsewhere in the file too, the second kept by a marker (a snippet that restates both around its new code, or a
comment line found once, shows where it goes). A comment block says one thing;
code written into it reads the chunk onto a comment line that stands elsewhere too (a section banner's ``# ----``
rule: a new section written after the next section's top rule, its ``# Reports`` title left below the new code).

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> rule = "# " + "-" * 20 + "\\n"
    >>> source = Source(rule + "# Items\\n" + rule + "\\n\\ndef items():\\n    pass\\n\\n\\n" + rule + "# Reports\\n"
    ...                 + rule + "\\n\\ndef reports():\\n    pass\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\ndef items():\\n    pass\\n\\n\\n" + rule + "# Exports\\n" + rule
    ...                   + "\\n\\ndef exports():\\n    pass\\n\\n\\n# ... existing code ...\\n", "python")
    >>> decided = decide(source, snippet)
    >>> decided.verdict.confidence, any("comment lines side by side" in x for x in decided.verdict.refusals)
    ('ambiguous', True)
"""

from __future__ import annotations

from .certificate import KEEP, Certificate
from .lines import is_comment
from .snippet import Snippet
from .source import Source

__all__ = ["comment_split"]


def comment_split(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """See the module docstring."""
    rows, kept = certificate.rows(source.lines), {i for p in certificate.pieces if p.kind == KEEP for i in p.kept()}
    last = None  # (the row of the last original line written)
    for n, (i, _) in enumerate(rows):
        if i is None:
            continue
        if i in kept and last is not None and rows[last][0] == i - 1 and is_comment(source.lines[i - 1]) and \
                source.keys.count(source.keys[i - 1], 0, len(source.keys)) > 1 and \
                is_comment(source.lines[i]) and any(t.strip() and not is_comment(t) for _, t in rows[last + 1 : n]):
            return [(f"new code is written between original lines {i} and {i + 1}, comment lines side by side "
                     f"({source.lines[i - 1].strip()[:40]!r}, {source.lines[i].strip()[:40]!r}): a comment block "
                     "split, the chunk read onto a comment line that stands elsewhere too?")]
        last = n
    return []
