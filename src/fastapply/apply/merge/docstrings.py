"""The certifier's rules on Python docstrings (rules of *depth* and *beside*, :mod:`fastapply.apply.merge.certify` runs
them): a function or class whose restated first line the chunk follows with a new docstring alone deletes none of its
body (``def load(path):`` / ``\"\"\"Read the flags.\"\"\"`` / a marker at the left margin: a docstring added, the body
left to the marker, not a body of one string), nor, followed by new lines alone, more than twice as many lines of it and
two (a class attribute added at the top of a class body of twenty lines), and a docstring kept by a marker is never left
below a new docstring of its declaration (the old one a dead string statement after the new).

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> source = Source('import json\\n\\n\\ndef load(path):\\n    \"\"\"Load.\"\"\"\\n    with open(path) as f:\\n'
    ...                 '        return json.load(f)\\n\\n\\ndef save():\\n    pass\\n', "python")
    >>> snippet = '# ... existing code ...\\ndef load(path):\\n    \"\"\"Read.\"\"\"\\n# ... existing code ...\\n'
    >>> added = decide(source, Snippet(snippet, "python")).verdict
    >>> added.confidence, any("a docstring alone" in x for x in added.refusals)
    ('ambiguous', True)
"""

from __future__ import annotations

import re

from .certificate import Certificate, write_pieces
from .lines import width
from .snippet import Snippet
from .source import Source

__all__ = ["docstring_alone", "docstring_twice"]

_HEAD = re.compile(r"\s*(?:async\s+)?(?:def|class)\s+\w+.*:\s*(?:#.*)?$")
_OPENS = re.compile(r"\s*[rRbBuU]?(\"\"\"|''')")


def docstring_alone(source: Source, snippet: Snippet, certificate: Certificate, result=None,
                    verdict=None) -> list[str]:
    """A restated ``def``/``class`` line followed, to its chunk's end, by a new docstring alone deletes no line of
    its body; by new lines alone, not more than twice as many and two."""
    if source.language != "python":
        return []
    out = []
    for piece in write_pieces(certificate):
        code = [w for w in piece.lines if w.text.strip()]
        last = max((k for k, w in enumerate(code) if w.original is not None), default=-1)
        for k, head in enumerate(code):
            if head.original is None or not _HEAD.match(head.text):
                continue
            if k < last or k == len(code) - 1:
                continue  # (a line after it restated, or nothing after it)
            gone, deep = set(piece.deleted()), width(source.lines[head.original])
            body = _body(source, head.original, deep)
            lost = [i for i in body[_docstring(source, body) :] if i in gone]
            doc = _one_string([w.text for w in code[k + 1 :]])
            if lost and (doc or len(lost) > 2 * (len(code) - k - 1) + 2):
                out.append(f"the chunk follows {head.text.strip()[:60]!r} with "
                           f"{'a docstring alone' if doc else f'{len(code) - k - 1} new line(s)'}, but deletes the "
                           f"body's original line {lost[0] + 1} ({source.lines[lost[0]].strip()[:50]!r}) and more: "
                           "lines added, the body left to the marker?")
    return out


def docstring_twice(source: Source, snippet: Snippet, certificate: Certificate, result=None,
                    verdict=None) -> list[str]:
    """No original docstring (the string right under a ``def``/``class`` line) is kept right below a new
    docstring."""
    if source.language != "python":
        return []
    code = [(i, text) for i, text in certificate.rows(source.lines) if text.strip()]
    out = []
    for n in range(2, len(code)):
        i, text = code[n]
        if i is None or not _OPENS.match(text):
            continue
        above = next((j for j in range(i - 1, -1, -1) if source.lines[j].strip()), None)
        if above is None or not _HEAD.match(source.lines[above]):
            continue  # (not an original docstring, kept)
        start = next((m for m in range(n - 1, -1, -1) if code[m][0] is not None), -1)
        if start < n - 1 and _HEAD.match(code[start][1]) and _one_string([t for _, t in code[start + 1 : n]]):
            out.append(f"original line {i + 1} ({text.strip()[:50]!r}), the old docstring of "
                       f"{source.lines[above].strip()[:50]!r}, is kept below its new one")
    return out


def _one_string(lines: list[str]) -> bool:
    """Whether ``lines`` (of code) are one triple-quoted string and nothing else."""
    text = "\n".join(x.strip() for x in lines)
    match = _OPENS.match(text)
    return match is not None and text.endswith(match[1]) and text.count(match[1]) == 2


def _docstring(source: Source, body: list[int]) -> int:
    """How many of the lines ``body`` (of code) its docstring takes (0: it has none)."""
    if not body or (match := _OPENS.match(source.lines[body[0]])) is None:
        return 0
    for n, i in enumerate(body):
        if source.lines[i].count(match[1]) >= (2 if n == 0 else 1):
            return n + 1
    return 0


def _body(source: Source, head: int, deep: int) -> list[int]:
    """The original lines of code of the block whose first line is ``head`` (deeper than it, up to the next line of
    code as deep or less)."""
    out = []
    for i in range(head + 1, len(source.lines)):
        if source.lines[i].strip():
            if source.widths[i] <= deep:
                break
            out.append(i)
    return out
