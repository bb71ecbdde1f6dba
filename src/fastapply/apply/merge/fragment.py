"""The certifier's rule on a snippet that ends inside a block (a rule of *deletion*,
:mod:`fastapply.apply.merge.certify` runs it): where the snippet ends, with no marker, inside a block of the
original (Python's and YAML's blocks have no closing line to say where they end), the original lines of that block
after the last line it restates are beyond the snippet's edge, not proven deleted, where they are more than the new
lines it writes after that line and one: the edge rule keeps code beyond an edge with no marker. A chunk that ends
on ``joined: date`` in the middle of a dataclass's fields deletes no fields, properties or methods below it; a
function fragment that ends on an edited statement keeps the function's rest; a Kubernetes container whose
``image:`` is bumped keeps its ports and probes. A snippet that restates the block's own last line, or rewrites its
end over about as many lines, shows where the block ends; so does code at the left margin beyond it.

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> source = Source("import x\\n\\n\\nclass Member:\\n    id: int\\n    name: str\\n    joined: date\\n"
    ...                 "    roles: set\\n\\n    def label(self):\\n        return self.name\\n", "python")
    >>> snippet = Snippet("# ... existing code ...\\nclass Member:\\n    id: int\\n    name: str\\n    phone: str\\n"
    ...                   "    joined: date\\n", "python")
    >>> decided = decide(source, snippet)
    >>> decided.verdict.confidence, any("beyond the snippet's end" in x for x in decided.verdict.refusals)
    ('ambiguous', True)
"""

from __future__ import annotations

from .certificate import Certificate, write_pieces
from .lines import width
from .snippet import Snippet
from .source import Source

__all__ = ["fragment_end"]

OFFSIDE = frozenset({"python", "yaml"})  # languages whose blocks end by indentation alone


def fragment_end(source: Source, snippet: Snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """See the module docstring."""
    if source.language not in OFFSIDE or snippet.items[-1].kind == "marker":
        return []
    last = write_pieces(certificate)[-1:]
    code = [w for w in last[0].lines if w.text.strip()] if last else []
    placed = [k for k, w in enumerate(code) if w.original is not None]
    if not placed or code[-1].snippet is None or not width(code[-1].text):
        return []  # (nothing restated, or the snippet's last line not inside a block)
    end = code[placed[-1]].original
    after = [i for i in range(end + 1, last[0].original[1]) if source.lines[i].strip()]
    if len(after) < len(code) - placed[-1] + 1 or not set(after) <= set(last[0].deleted()) or \
            min(source.widths[i] for i in after) == 0:
        return []  # (no more deleted after it than written, or more than its block: code at the left margin)
    return [(f"original lines {after[0] + 1}-{after[-1] + 1}, after the last line the snippet restates "
             f"({source.lines[end].strip()[:50]!r}, original line {end + 1}), inside its block, are deleted, but "
             "they lie beyond the snippet's end, which has no marker: the edge keeps them")]
