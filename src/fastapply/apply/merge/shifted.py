"""A snippet quoted less deep than the file: a class quoted without the namespace block it sits in, a method
without its class. When every snippet line found once in the original (and not too common to tell) stands the
same number of columns less deep than that line, the snippet is read again as quoted at the file's depth, so
that its closing lines close what its opening lines open (a ``}`` at the snippet's left edge is the class's, not
the namespace's):

    >>> lines = ["namespace N", "{", "    class A", "    {", "        int x;", "    }", "}"]
    >>> shifted(Source("\\n".join(lines) + "\\n", "csharp"), "class A\\n{\\n    int x;\\n    int y;\\n}\\n")
    '    class A\\n    {\\n        int x;\\n        int y;\\n    }\\n'
"""

from __future__ import annotations

from .certificate import WRITE, Certificate
from .lines import indent, is_weak, line_key, split_lines, width
from .markers import is_marker_line
from .snippet import Snippet
from .source import Source

__all__ = ["shifted", "torn"]


def shifted(source: Source, update: str) -> str | None:
    """``update`` with every line indented by the columns its uniquely found lines stand less deep than in the
    original, or None when they do not all agree on one such shift, or the file's indentation character is not the
    snippet's."""
    lines, final = split_lines(update)
    shifts, leads = set(), set()
    for line in lines:
        key = line_key(line)
        found = source.keys.positions.get(key, ())
        if len(found) != 1 or is_weak(key) or is_marker_line(line):
            continue
        at = found[0]
        shifts.add(source.widths[at] - width(line))
        leads.add(indent(source.lines[at])[:1])
        if len(shifts) > 1:
            return None
    if len(shifts) != 1 or (shift := shifts.pop()) <= 0 or leads - {" "} or any(
            "\t" in indent(x) for x in lines):
        return None
    pad = " " * shift
    return "\n".join(pad + x if x.strip() else x for x in lines) + ("\n" if final else "")


def torn(source: Source, snippet: Snippet, certificate: Certificate | None) -> bool:
    """Whether the lines a reading restates stand at more than one offset from the snippet's depth (a class line
    four columns deeper in the file, its closing brace at the snippet's depth: the namespace's brace taken for the
    class's)."""
    offsets = {source.widths[w.original] - width(snippet.lines[w.snippet])
               for piece in (certificate.pieces if certificate else ()) if piece.kind == WRITE
               for w in piece.lines if w.original is not None and w.snippet is not None and w.text.strip()}
    return len(offsets) > 1
