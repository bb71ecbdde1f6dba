"""The text of lazy edit snippets: lines, marker lines, the chunks between markers, and the line measures
(keys, weak lines, indentation, likeness) that :mod:`fastapply.apply.merge` places chunks with.

A marker is a whole-line comment that stands for elided original code, in any common comment syntax::

    // ... existing code ...        # ... rest of code ...        <!-- ... existing code ... -->
    /* ... */                       -- ... unchanged ...          # keep existing code
    {/* ... existing code ... */}   ; ...                         // rest of the file unchanged

Real code is never a marker: a bare ``...`` (Python's Ellipsis as a body), ``x = foo(...)``, a spread
``...args``, or a comment that merely contains dots (``# TODO: fix this...``). A comment with dots on one
side only is a marker when its words start with the keyword (``# existing code...``, ``# ... rest of the
code remains the same``, ``# other fields...``), not when a sentence ends in dots (``# Other transport
exceptions...``, ``# We have nothing more to do...``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

__all__ = [
    "PROSE_MARKER", "SPAN_EDGE", "Chunk", "is_prose_marker", "block_end", "count_edits", "encloses", "indent", "indent_shift", "is_editor_header", "is_marker_line",
    "is_weak",
    "join_lines", "line_key", "most_similar", "newline_of", "similarity", "split_lines", "split_snippet",
    "width",
]

SPAN_EDGE = "\ue001"  # starts the sentinel lines that stand for a declaration span's edges (apply/spans.py): new
# lines beside one that look like the span's first (last) lines edit those

_COMMENT = re.compile(
    r"^\s*(?:<!--|\{\s*/\*+|/\*+|//+|#+|--\[\[|--+|;+|%+)"  # opener
    r"(?P<body>.*?)"
    r"(?:-->|\*+/\s*\}|\*+/|\]\]|)\s*$"  # closer, if any
)
_CODING = re.compile(r"[ \t\f]*#.*?(?<![A-Za-z])coding[:=][ \t]*[-\w.]+")  # PEP 263, "encoding:" excluded
_MODELINE = re.compile(r"\s*(?:#+|//+|/\*+|--+|;+|%+)\s*(?:vim?:|ex:|-\*-.*-\*-)")
_DOTS = re.compile(r"\.{2,}|…")
_EDGE_PUNCTUATION = " \t()[]{}<>:;,.-*_~`'\"!"
_NOUN = (
    r"(?:code|content|contents|implementation|logic|lines?|methods?|functions?|imports?|styles?|rules?|tests?"
    r"|fields?|properties|props|routes?|components?|declarations?|definitions?|body|file|class|module|config"
    r"|markup|html|css|quer(?:y|ies)|statements?|cases|exports|handlers|helpers|types|elements|sections?)"
)
_LEADING = re.compile(  # "existing code...", "... rest of the code remains the same", "# ... code omitted"
    r"(?:(?:the|all|and|plus|with|keep|leave)\s+)?"
    r"(?:(?:existing|rest|remaining|remainder|unchanged|previous|keep|omitted|original|elided|snip)\b"
    r"|(?:other|more|same)\s+" + _NOUN + r"\b"  # "other fields...", not "other transport exceptions..."
    r"|" + _NOUN + r"\s+(?:omitted|unchanged|elided|remains?|stays?)\b)"
    r"(?:\s+\S+){0,6}"
)
# a marker or an editor header is a short comment: longer lines are never tested against the patterns above,
# which keeps the work linear in the snippet (a lazy body before a trailing ``\s*$`` is quadratic in spaces)
MAX_MARKER_CHARS = 500
_WEAK_WORDS = frozenset(
    "pass return else elif end break continue default try finally begin then do done fi".split()
)
_PHRASE = re.compile(
    r"(?:(?:keep|keeping|leave)\s+)?(?:the\s+|all\s+)?"
    r"(?:existing|remaining|previous|original|other|unchanged|rest\s+of(?:\s+the)?)\s+" + _NOUN
    + r"(?:\s+(?:here|unchanged|omitted|as\s+is|as\s+before|goes\s+here|remains?|stays?|kept"
    r"|(?:remains?|stays?|is|are)\s+(?:the\s+same|unchanged|as\s+is)))?"
    r"|unchanged(?:\s+code)?"
    r"|" + _NOUN + r"\s+(?:unchanged|omitted|elided)"
    r"|(?:everything\s+else|code|the\s+rest|rest)\s+(?:is\s+|remains\s+|stays\s+)?unchanged"
)


PROSE_MARKER = "<!-- ... existing content ... -->"  # what a prose marker is read as
_PROSE = re.compile(r"\s*\[?\s*(?:\.{3,}|…)(?P<words>[^.…]*)(?:\.{3,}|…)?\s*\]?\s*")


def is_prose_marker(line: str) -> bool:
    """A line of dots, with a few words between them or none, that stands for elided text in Markdown, YAML or
    plain text (never in code: Python's ``...`` is a statement).

    >>> [is_prose_marker(x) for x in ("...", "... (rest unchanged) ...", "[... existing content ...]", "…",
    ...                               "... and then it rained.", "x = ...", "")]
    [True, True, True, True, False, False, False]
    """
    match = _PROSE.fullmatch(line)
    if match is None:
        return False
    words = " ".join(match["words"].strip(" ()[]").lower().split())
    return not words or _PHRASE.fullmatch(words) is not None or _LEADING.fullmatch(words) is not None


def is_editor_header(line: str) -> bool:
    """An encoding declaration (PEP 263) or an editor modeline: a comment for the tools, not the code.

    >>> [is_editor_header(x) for x in ("# -*- coding: utf-8 -*-", "# vim: set ts=4 sw=4:", "# frozen: true",
    ...                                "//go:build linux", "#include <a.h>", "x = 1  # coding: utf-8")]
    [True, True, False, False, False, False]
    """
    if len(line) > MAX_MARKER_CHARS:
        return False
    return _CODING.match(line) is not None or _MODELINE.match(line) is not None


def is_marker_line(line: str) -> bool:
    """True when ``line`` is a whole-line comment standing for elided existing code."""
    if len(line) > MAX_MARKER_CHARS:
        return False
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
    return _LEADING.fullmatch(words) is not None  # dots on one side: a phrase that starts with its keyword


@dataclass(frozen=True, slots=True)
class Chunk:
    """Consecutive snippet lines between markers."""

    lines: tuple[str, ...]
    open_start: bool  # a marker comes before it: original code is elided there
    open_end: bool  # a marker comes after it
    marker_after: str = ""  # that marker line, whose indentation tells where the elided code sits


def split_snippet(lines: list[str]) -> tuple[list[Chunk], bool]:
    """Split snippet lines at marker lines; returns the chunks and whether any marker was seen.

    Blank lines next to a marker belong to the elided code and are dropped; at the snippet's own start and
    end they are content. Chunks of blank lines only are dropped.

    >>> chunks, seen = split_snippet(["# ... existing code ...", "", "def f():", "    return 2"])
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
        body = _trim_blank(group, after_marker, marker)
        if any(map(str.strip, body)):
            chunks.append(Chunk(tuple(body), after_marker, marker, line if marker else ""))
            after_marker = False
        after_marker = after_marker or marker
        seen = seen or marker
        group = []
    return chunks, seen


def _trim_blank(lines: list[str], head: bool, tail: bool) -> list[str]:
    """Drop the blank lines at the head (tail) of ``lines`` when a marker sits there."""
    start, end = 0, len(lines)
    while head and start < end and not lines[start].strip():
        start += 1
    while tail and end > start and not lines[end - 1].strip():
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


def line_key(line: str) -> str:
    """What lines are matched by: their words, whitespace runs collapsed (indentation-insensitive)."""
    return " ".join(line.split())


def is_weak(key: str) -> bool:
    """Too common to anchor on: blank, closers, bare keywords, fewer than four letters or digits."""
    bare = key.strip("{}()[];:,. ").lower()
    return key.startswith("</") or bare in _WEAK_WORDS or sum(map(str.isalnum, key)) < 4


def indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def width(line: str) -> int:
    """Indentation width, a tab counting four."""
    return len(indent(line).expandtabs(4))


def similarity(a: str, b: str) -> float:
    """difflib's ratio of two lines, ignoring whitespace differences."""
    return SequenceMatcher(None, line_key(a), line_key(b), autojunk=False).ratio()


# ---- runs of lines: indentation and likeness, for placing chunks


def encloses(inside: Sequence[str], closer: Sequence[str]) -> bool:
    """Every non-blank ``inside`` line sits deeper than the least indented ``closer`` line."""
    depth = min(width(line) for line in closer if line.strip())
    return all(width(line) > depth for line in inside if line.strip())


def block_end(lines: list[str], end: int, new: Sequence[str], marker: str) -> int:
    """End of the block that ``lines[end - 1]`` opens when ``new`` lines, put after it, rewrite its rest: they
    sit deeper than that line and the ``marker`` after them does not. Else ``end``."""
    depth = width(lines[end - 1])
    if width(marker) > depth or any(width(line) <= depth for line in new if line.strip()):
        return end
    stop = end
    while stop < len(lines) and (not lines[stop].strip() or width(lines[stop]) > depth):
        stop += 1
    while stop > end and not lines[stop - 1].strip():
        stop -= 1
    return stop


def most_similar(key: str, keys: list[str], lo: int, threshold: float) -> list[int]:
    """Positions >= lo of the ``keys`` most similar to ``key``, if at least ``threshold`` similar."""
    scored = [(similarity(key, keys[p]), p) for p in range(lo, len(keys)) if keys[p]]
    best = max((r for r, _ in scored), default=0.0)
    return [p for r, p in scored if r == best] if best >= threshold else []


def indent_shift(pairs: list[tuple[str, str]]) -> tuple[str, str]:
    """(prefix to add, prefix to cut) mapping the indentation of every non-blank ``new`` line onto its ``old``
    one, if one shift does it for all; else no shift."""
    shifts: set[tuple[str, str] | None] = set()
    for new, old in pairs:
        if new.strip():
            a, b = indent(new), indent(old)
            shift = (b[: len(b) - len(a)], "") if b.endswith(a) else ("", a[: len(a) - len(b)])
            shifts.add(shift if b.endswith(a) or a.endswith(b) else None)
    return shifts.pop() if len(shifts) == 1 and None not in shifts else ("", "")


def count_edits(new: Sequence[str], kept: Sequence[str], threshold: float) -> int:
    """How many ``kept`` lines the ``new`` lines edit one for one, both listed outward from an anchor: each
    non-blank new line must be ``threshold`` similar to the next non-blank kept line; 0 when not all pair."""
    k = 0
    for line in filter(str.strip, new):
        while k < len(kept) and not kept[k].strip():
            k += 1
        if k == len(kept) or similarity(line, kept[k]) < threshold:
            return 0
        k += 1
    return k
