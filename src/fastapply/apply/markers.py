"""The text of lazy edit snippets: lines, marker lines, and the chunks between markers.

A marker is a whole-line comment that stands for elided original code, in any common comment syntax::

    // ... existing code ...        # ... rest of code ...        <!-- ... existing code ... -->
    /* ... */                       -- ... unchanged ...          # keep existing code
    {/* ... existing code ... */}   ; ...                         // rest of the file unchanged

Real code is never a marker: a bare ``...`` (Python's Ellipsis as a body), ``x = foo(...)``, a spread
``...args``, or a comment that merely contains dots (``# TODO: fix this...``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Chunk", "is_marker_line", "join_lines", "newline_of", "split_lines", "split_snippet"]

_COMMENT = re.compile(
    r"^\s*(?:<!--|\{\s*/\*+|/\*+|//+|#+|--\[\[|--+|;+|%+)"  # opener
    r"(?P<body>.*?)"
    r"(?:-->|\*+/\s*\}|\*+/|\]\]|)\s*$"  # closer, if any
)
_DOTS = re.compile(r"\.{2,}|…")
_EDGE_PUNCTUATION = " \t()[]{}<>:;,.-*_~`'\"!"
_KEYWORD = re.compile(
    r"\b(existing|rest|remaining|remainder|unchanged|previous|keep|omitted|other|more|same|original|elided"
    r"|snip|etc)\b"
)
_NOUN = (
    r"(?:code|content|contents|implementation|logic|lines?|methods?|functions?|imports?|styles?|rules?|tests?"
    r"|fields?|properties|props|routes?|components?|declarations?|definitions?|body|file|class|module|config"
    r"|markup|html|css|quer(?:y|ies)|statements?|cases|exports|handlers|helpers|types|elements|sections?)"
)
_PHRASE = re.compile(
    r"(?:(?:keep|keeping|leave)\s+)?(?:the\s+|all\s+)?"
    r"(?:existing|remaining|previous|original|other|unchanged|rest\s+of(?:\s+the)?)\s+" + _NOUN
    + r"(?:\s+(?:here|unchanged|omitted|as\s+is|as\s+before|goes\s+here"
    r"|(?:remains?|stays?|is|are)\s+(?:the\s+same|unchanged)))?"
    r"|unchanged(?:\s+code)?"
    r"|(?:everything\s+else|code|the\s+rest|rest)\s+(?:is\s+|remains\s+|stays\s+)?unchanged"
)


def is_marker_line(line: str) -> bool:
    """True when ``line`` is a whole-line comment standing for elided existing code."""
    match = _COMMENT.match(line)
    if match is None:
        return False
    body = match["body"].strip(" \t()[]")
    words = " ".join(_DOTS.sub(" ", body).strip(_EDGE_PUNCTUATION).lower().split())
    if _PHRASE.fullmatch(words):
        return True
    starts, ends = _DOTS.match(body) is not None, body.endswith(("..", "…"))
    if not (starts or ends):
        return False
    if not words:
        return True
    if starts and ends:  # "... other methods ...": a short description between dots
        return len(words.split()) <= 6
    return _KEYWORD.search(words) is not None


@dataclass(frozen=True, slots=True)
class Chunk:
    """Consecutive snippet lines between markers; blank lines next to a marker are dropped."""

    lines: tuple[str, ...]
    open_start: bool  # a marker comes before it: original code is elided there
    open_end: bool  # a marker comes after it
    marker_after: str = ""  # that marker line, whose indentation tells where the elided code sits


def split_snippet(lines: list[str]) -> tuple[list[Chunk], bool]:
    """Split snippet lines at marker lines; returns the non-blank chunks and whether any marker was seen.

    >>> chunks, seen = split_snippet(["# ... existing code ...", "def f():", "    return 2", ""])
    >>> chunks, seen
    ([Chunk(lines=('def f():', '    return 2'), open_start=True, open_end=False, marker_after='')], True)
    """
    chunks: list[Chunk] = []
    group: list[str] = []
    after_marker = seen = False
    for line in [*lines, None]:
        marker = line is not None and is_marker_line(line)
        if line is not None and not marker:
            group.append(line)
            continue
        body = _trim_blank(group)
        if body:
            chunks.append(Chunk(tuple(body), after_marker, marker, line if marker else ""))
            after_marker = False
        after_marker = after_marker or marker
        seen = seen or marker
        group = []
    return chunks, seen


def _trim_blank(lines: list[str]) -> list[str]:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end]


def split_lines(text: str) -> tuple[list[str], bool]:
    """Lines without their terminators ("\\r\\n" or "\\n"), and whether ``text`` ends with a newline.

    Only line feeds split: form feeds, U+2028 and friends stay inside their line.
    """
    if not text:
        return [], False
    lines = text.split("\n")
    final_newline = lines[-1] == ""
    if final_newline:
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines], final_newline


def newline_of(text: str) -> str:
    """The line ending most of ``text`` uses: "\\r\\n" or "\\n"."""
    crlf = text.count("\r\n")
    return "\r\n" if crlf and 2 * crlf >= text.count("\n") else "\n"


def join_lines(lines: list[str], newline: str, final_newline: bool) -> str:
    return newline.join(lines) + (newline if final_newline and lines else "")
