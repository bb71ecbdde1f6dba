"""Lazy edit snippets derived from a real diff.

A code assistant does not rewrite a whole file: it writes the changed parts with a
little context and elides the rest with comment markers. ``make_snippet`` rebuilds
such a snippet from ``(original, final)``::

    >>> original = "".join(f"size_{i} = {i}\\n" for i in range(10))
    >>> final = original.replace("size_5 = 5", "size_5 = 50")
    >>> style = SnippetStyle(min_context=1, max_context=1)
    >>> print(make_snippet(original, final, "python", random.Random(0), style), end="")
    # ... existing code ...
    size_4 = 4
    size_5 = 50
    size_6 = 6
    # ... existing code ...

Every changed hunk keeps context on both sides (so a deletion shows as two anchors
with nothing between them), context is widened until its outer line is unique in the
original and not a common line (blank, ``}``, ``else:``), and a marker stands for every
elided run of lines.
"""

from __future__ import annotations

import difflib
import random
from dataclasses import dataclass

from fastapply.apply.merge.markers import is_marker_line
from fastapply.data.oracle import edges_unexpressed

WORDINGS = ("existing code", "rest of code", "keep existing code")
_COMMENTS = {
    "#": ("python", "shell", "ruby", "yaml", "toml", "ini", "perl", "r", "text"),
    "//": ("javascript", "typescript", "go", "rust", "c", "cpp", "java", "kotlin", "swift",
           "csharp", "scala", "php"),
    "<!--": ("html", "xml"),
    "--": ("sql", "lua", "haskell"),
    "/*": ("css",),
}
_CLOSERS = {"<!--": " -->", "/*": " */"}
COMMENT_OF = {lang: opener for opener, langs in _COMMENTS.items() for lang in langs}
MAX_EXTRA_CONTEXT = 12  # lines added beyond the drawn context to make an anchor unique
COMMON_WORDS = frozenset(
    "pass return else elif end break continue default try finally begin then do done fi esac endif".split()
)
MIN_ELIDED = 3  # hunks closer than this are joined rather than separated by a marker


@dataclass(frozen=True, slots=True)
class SnippetStyle:
    """How a snippet looks: marker wording and indentation, context size, edge markers.

    ``edge_join`` is the chance that a hunk within ``MIN_ELIDED`` lines of the file start
    (or end) is extended to it, so the snippet has no leading (trailing) marker.
    """

    wording: str = "existing code"
    indent_markers: bool = True
    min_context: int = 1
    max_context: int = 4
    edge_join: float = 0.5

    def __post_init__(self) -> None:
        if not 0 <= self.min_context <= self.max_context:
            raise ValueError(f"need 0 <= min_context <= max_context, got {self.min_context}, {self.max_context}")

    @classmethod
    def sample(cls, rng: random.Random) -> SnippetStyle:
        low = rng.choice((1, 1, 2, 3))
        return cls(
            wording=rng.choice(WORDINGS),
            indent_markers=rng.random() < 0.7,
            min_context=low,
            max_context=rng.randint(low, 4),
            edge_join=rng.choice((0.0, 0.5, 1.0)),
        )


def lines_of(text: str) -> list[str]:
    """Lines with their endings, split at "\\n" only (``str.splitlines`` also splits at form
    feeds and other separators that are not line ends for ``ast`` or the merge).

    >>> lines_of("a\\x0cb\\nc")
    ['a\\x0cb\\n', 'c']
    """
    parts = text.split("\n")
    return [part + "\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def marker_line(language: str, wording: str = "existing code", indent: str = "") -> str:
    """The elision marker for a language, without its line ending.

    >>> marker_line("go"), marker_line("html", "rest of code")
    ('// ... existing code ...', '<!-- ... rest of code ... -->')
    """
    return comment_line(language, f"... {wording} ...", indent)


def comment_line(language: str, text: str, indent: str = "") -> str:
    """A one-line comment in the language's syntax: ``comment_line("css", "x") == "/* x */"``."""
    opener = COMMENT_OF.get(language, "#")
    return f"{indent}{opener} {text}{_CLOSERS.get(opener, '')}"


def make_snippet(
    original: str, final: str, language: str, rng: random.Random, style: SnippetStyle | None = None
) -> str:
    """The lazy snippet that turns ``original`` into ``final`` (see the module docstring); "" when the edit deletes
    lines at a file edge, which a lazy snippet cannot say (a marker-less edge keeps what lies beyond it).

    With no change at all, the snippet restates a short unique excerpt of the file.
    """
    style = style or SnippetStyle.sample(rng)
    old, new = lines_of(original), lines_of(final)
    if not new:
        return ""
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    changes = [op[1:] for op in matcher.get_opcodes() if op[0] != "equal"]
    if not changes:
        spot = rng.randrange(len(old))
        changes = [(spot, spot, spot, spot)]
    stripped = [line.strip() for line in old]
    hunks = _hunks(changes, stripped, rng, style)
    newline = "\r\n" if "\r\n" in final else "\n"

    def marker(elided_start: int, elided_end: int) -> str:
        indent = ""
        if style.indent_markers:
            body = next((line for line in old[elided_start:elided_end] if line.strip()), "")
            indent = body[: len(body) - len(body.lstrip())]
        return marker_line(language, style.wording, indent) + newline

    parts: list[str] = []
    previous_end = 0  # end of the previous hunk, in original lines
    for i_start, i_end, j_start, j_end in hunks:
        if i_start > previous_end:
            parts.append(marker(previous_end, i_start))
        parts.extend(new[j_start:j_end])
        previous_end = i_end
    if previous_end < len(old):
        parts.append(marker(previous_end, len(old)))
    lines = lines_of("".join(parts))
    if edges_unexpressed(old, lines, [k for k, x in enumerate(lines) if is_marker_line(x)], new):
        return ""  # an edit at a file edge that a marker-less edge would misstate (it keeps what is beyond)
    return "".join(parts)


def _hunks(
    changes: list[tuple[int, int, int, int]], stripped: list[str], rng: random.Random, style: SnippetStyle
) -> list[tuple[int, int, int, int]]:
    """Group changes into hunks ``(i_start, i_end, j_start, j_end)`` with their context."""
    n = len(stripped)
    bounds = [0] + [c[1] for c in changes]  # start of the equal run before each change
    next_starts = [c[0] for c in changes[1:]] + [n]  # end of the equal run after each change
    leads, trails = [], []
    limit = style.max_context + MAX_EXTRA_CONTEXT
    for (i1, i2, _, _), low, high in zip(changes, bounds, next_starts):
        drawn = rng.randint(style.min_context, style.max_context)
        leads.append(_context_size(stripped, i1, -1, drawn, min(i1 - low, limit)))
        trails.append(_context_size(stripped, i2, 1, drawn, min(high - i2, limit)))
    if changes[0][0] - leads[0] < MIN_ELIDED and rng.random() < style.edge_join:
        leads[0] = changes[0][0]
    if n - changes[-1][1] - trails[-1] < MIN_ELIDED and rng.random() < style.edge_join:
        trails[-1] = n - changes[-1][1]

    hunks: list[list[int]] = []
    for k, (i1, i2, j1, j2) in enumerate(changes):
        start = [i1 - leads[k], i2 + trails[k], j1 - leads[k], j2 + trails[k]]
        if hunks and start[0] - hunks[-1][1] < MIN_ELIDED:  # keep the few lines between them
            hunks[-1][1], hunks[-1][3] = start[1], start[3]
        else:
            hunks.append(start)
    return [tuple(h) for h in hunks]


def _context_size(stripped: list[str], edge: int, step: int, drawn: int, most: int) -> int:
    """How many lines of context to keep before (``step=-1``) or after (``step=1``) the change
    at ``edge``: the drawn size, widened to the first size whose outer line is distinctive and
    unique in the file, else to the first whose whole block is unique, else to ``most``."""
    sizes = range(min(drawn, most), most + 1)
    blocks = [(size, stripped[edge - size: edge] if step < 0 else stripped[edge: edge + size]) for size in sizes]
    candidates = [(size, block) for size, block in blocks if block and not _common(block[0 if step < 0 else -1])]
    for size, block in candidates:
        if stripped.count(block[0 if step < 0 else -1]) == 1:
            return size
    for size, block in candidates:
        if _occurrences(stripped, block) == 1:
            return size
    return most


def _occurrences(stripped: list[str], block: list[str]) -> int:
    size, first = len(block), block[0]
    return sum(1 for i in range(len(stripped) - size + 1) if stripped[i] == first and stripped[i: i + size] == block)


def _common(line: str) -> bool:
    """A line too common to anchor on: fewer than four letters/digits or a bare keyword."""
    return sum(map(str.isalnum, line)) < 4 or line.strip("{}()[];:,. ").lower() in COMMON_WORDS
