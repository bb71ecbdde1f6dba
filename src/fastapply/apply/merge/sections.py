"""Markdown sections for the certifier: a document's declarations are its headings, each named by the path of
headings it lies under (``## Usage`` / ``### Example``). The rule: a section is not written more often than the
original has it — a new heading written beside a kept one of the same path is that section's old version kept, or
a section moved without a word about its old place (the snippet shows the new place only).

    >>> heading_paths(["# Tools", "", "## Black", "```sh", "# not a heading", "```", "## Ruff"])
    [('Tools',), ('Tools', 'Black'), ('Tools', 'Ruff')]
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import takewhile

from .certificate import KEEP, WRITE, write_pieces
from .lines import is_weak
from .markers import is_marker_line, kept_names

__all__ = ["heading_above", "heading_cut", "heading_paths", "open_fence", "prose_kept", "section_end", "sections",
           "stated_sections"]

_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")


def heading_paths(lines: list[str]) -> list[tuple[str, ...]]:
    """The path of each ATX heading of ``lines`` (outside fenced code), in order."""
    return [path for _, path in _headings(lines)]


def section_end(lines: list[str], i: int) -> int | None:
    """Where the section of the heading on line ``i`` ends: the next heading no deeper, or the end of ``lines``;
    None where line ``i`` is no heading.

    >>> section_end(["## A", "x", "### B", "y", "## C"], 0), section_end(["## A", "x"], 1)
    (4, None)
    """
    found = _headings(lines)
    depth = next((len(path) for k, path in found if k == i), None)
    if depth is None:
        return None
    return next((k for k, path in found if k > i and len(path) <= depth), len(lines))


def stated_sections(source_lines: list[str], snippet_lines: list[str], anchors: dict[int, int], end: int
                    ) -> list[tuple[int, int]]:
    """The original sections (heading line, section end) that a chunk of snippet lines ending at ``end`` states
    whole: it restates the heading (``anchors``: snippet line -> original line) and writes new lines in its body
    (restated lines only are context), holds no heading as deep or less after it, and the snippet ends there or
    goes on at a marker whose words name only later headings of the file (``<!-- ... Quick start, API and
    License sections as before ... -->``): the section's lines it does not write are deleted, not kept below it."""
    restated = {at: p for at, p in anchors.items() if _ATX.fullmatch(snippet_lines[at])}
    if not restated:
        return []
    after = next((k for k in range(end, len(snippet_lines)) if snippet_lines[k].strip()), None)
    names = [n.lower() for n in kept_names(snippet_lines[after])] if after is not None and is_marker_line(
        snippet_lines[after]) else []
    if after is not None and not names:
        return []  # (a bare marker after it may stand for the rest of the section)
    mine, theirs = _headings(snippet_lines[:end]), _headings(source_lines)
    out = []
    for at, p in restated.items():
        stop, own = _end(theirs, p, len(source_lines)), _end(mine, at, end)
        if stop is None or own != end or not any(
                snippet_lines[k].strip() and k not in anchors for k in range(at + 1, end)):
            continue  # (no heading, another heading as deep or less after it in the chunk, or no new line in its
            # body: restated lines only are context)
        later = " ".join(source_lines[k].lower() for k, _ in theirs if k >= stop)
        if all(re.search(rf"\b{re.escape(n)}\b", later) for n in names):
            out.append((p, stop))
    return out


def _end(found: list[tuple[int, tuple[str, ...]]], i: int, size: int) -> int | None:
    """``section_end`` read off the headings ``found`` (``_headings``) of lines of that ``size``."""
    depth = next((len(path) for k, path in found if k == i), None)
    return None if depth is None else next((k for k, path in found if k > i and len(path) <= depth), size)


def open_fence(lines: list[str]) -> bool:
    """Whether ``lines`` end inside a fenced code block (a fence opened and never closed), or hold an odd number
    of fence lines (one block's closing fence taken by another: ```` ```sh ```` read inside a block left open).

    >>> open_fence(["```sh", "make", "```"]), open_fence(["```sh", "make", "", "## Next", "```sh", "x", "```"])
    (False, True)
    """
    if sum(_FENCE.match(line) is not None for line in lines) % 2:
        return True
    fence = ""
    for line in lines:
        if (now := _fenced(fence, line)) is not None:
            fence = now
    return bool(fence)


def _fenced(fence: str, line: str) -> str | None:
    """The fence open after ``line`` where it is a fence line (``fence``, the one open before it, or "" for
    none), else None: a line of ``fence``'s character, as long or longer, with nothing after it closes it."""
    if (opened := _FENCE.match(line)) is None:
        return None
    mark = opened[1]
    if not fence:
        return mark
    return "" if mark[0] == fence[0] and len(mark) >= len(fence) and not line.strip()[len(mark):].strip() else fence


def heading_above(lines: list[str], i: int, lo: int = 0) -> int | None:
    """The heading of the section that holds line ``i`` (the nearest heading above it, at ``lo`` or below), or None
    where ``i`` is a heading itself or none is there.

    >>> heading_above(["# A", "x", "## B", "y"], 3), heading_above(["# A", "x"], 0), heading_above(["x", "# A"], 0)
    (2, None, None)
    """
    found = [k for k, _ in _headings(lines) if lo <= k <= i]
    return found[-1] if found and found[-1] != i else None


def _headings(lines: list[str]) -> list[tuple[int, tuple[str, ...]]]:
    out, stack, fence = [], [], ""
    for i, line in enumerate(lines):
        if (now := _fenced(fence, line)) is not None:
            fence = now
            continue
        if fence or (heading := _ATX.fullmatch(line)) is None:
            continue
        level, title = len(heading[1]), " ".join((heading[2] or "").split())
        stack = [(lv, t) for lv, t in stack if lv < level] + [(level, title)]
        out.append((i, tuple(t for _, t in stack)))
    return out


def sections(source, snippet, certificate, result, verdict) -> list[str]:
    """A Markdown section (its heading's path) is written no more often than the original has it, where one of
    its headings is new: the old section kept beside its new version, or moved with no word of its old place."""
    if source.language != "markdown":
        return []
    new = {w.text for piece in write_pieces(certificate) for w in piece.lines if w.original is None}
    had = Counter(heading_paths(source.lines))
    counts = Counter(path for i, path in _headings(result))
    written = dict.fromkeys(path for i, path in _headings(result) if result[i] in new)  # (in file order)
    return [f"the section {' / '.join(path)!r} is written {counts[path]} times, where the original has it "
            f"{had[path]} time(s): an old section kept beside its new version, or moved?"
            for path in written if counts[path] > max(1, had[path])]


def heading_cut(source, snippet, certificate, result, verdict) -> list[str]:
    """A Markdown heading is deleted with its section, or replaced by its new version, or not at all: where the
    result keeps a line of the section a deleted heading opens (up to the next heading as high; not a weak line, a
    fence), the chunk crossed into the next section (a restated ``### Fixed`` read onto the one under ``##
    [1.4.0]``, that release's heading deleted, its last entries kept)."""
    if source.language != "markdown":
        return []
    found, pieces = _headings(source.lines), certificate.pieces
    gone = {i for piece in pieces for i in piece.deleted()}
    renamed = {i for i, cause in verdict.deletions if cause.startswith("replaced by")}  # (its new title)
    out = []
    for n, (i, path) in enumerate(found):
        if i not in gone or i in renamed:
            continue
        end = next((k for k, p in found[n + 1 :] if len(p) <= len(path)), len(source.lines))
        kept = next((j for j in range(i + 1, end) if j not in gone and source.lines[j].strip() and
                     not is_weak(source.keys[j])), None)  # (a closing fence restated may end the new text)
        if kept is not None:
            out.append(f"the heading {source.lines[i].strip()[:60]!r} (original line {i + 1}) is deleted, but line "
                       f"{kept + 1} of its section is kept: the chunk crossed into that section?")
    return out


_WORD = re.compile(r"[^\W_]{4,}")  # a word of prose that counts (not "of", "in", "the")
_NOT_PROSE = re.compile(r"\s*(?:[#>|<!\[*+-]|\d+[.)]|`{3}|~{3})")  # headings, quotes, tables, HTML, lists, fences


def prose_kept(source, snippet, certificate, result, verdict) -> list[str]:
    """A Markdown paragraph line kept right beyond a chunk's edge is not the old wording of a new paragraph line the
    chunk writes at that edge (most of its words the same, or the whole old line its start): ``Point-in-time
    snapshots of PostgreSQL schemas for code review.`` kept under a new ``Reviewable, point-in-time snapshots of
    PostgreSQL schemas.``"""
    if source.language != "markdown":
        return []
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces):
        if piece.kind != WRITE:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        edges = (piece.lines[: marks[0]] if marks else piece.lines, piece.lines[marks[-1] + 1 :] if marks else ())
        for step, run in zip((-1, 1), edges):
            new = [w.text for w in run if w.snippet is not None and _prose(w.text)]
            beyond = pieces[n + step] if 0 <= n + step < len(pieces) and pieces[n + step].kind != WRITE else None
            kept = [i for i in (beyond.kept() if beyond else []) if source.lines[i].strip()]
            edge = (kept[-1] if step < 0 else kept[0]) if kept else None
            nearest = list(takewhile(lambda i: not source.lines[i].startswith("#"),
                                     (kept[::-1] if step < 0 else kept)[:4]))  # (up to a heading)
            badge = next((i for i in nearest if _BADGE.match(source.lines[i])), None)
            if badge is not None and any(_BADGE.match(w.text) for w in run if w.snippet is not None):
                out.append(f"original line {badge + 1} ({source.lines[badge].strip()[:60]!r}) is a badge kept beside "
                           "the chunk's new badges: replaced by them, or one more?")
            if edge is None or _NOT_PROSE.match(source.lines[edge]) is not None:
                continue
            old, short = set(_WORD.findall(source.lines[edge].lower())), not _prose(source.lines[edge])
            for line in new:
                same = old & set(_WORD.findall(line.lower()))
                if not short and len(same) >= 3 and len(same) >= 0.6 * min(len(old), len(_WORD.findall(
                        line.lower()))) or line.strip().startswith(source.lines[edge].strip() + " "):  # (grown:
                    # ``be running.`` now ``be running. Weather feed calls are stubbed.``, however short)
                    out.append(f"original line {edge + 1} ({source.lines[edge].strip()[:60]!r}) is kept beside the "
                               f"chunk, which writes it reworded ({line.strip()[:60]!r}): its old wording kept?")
                    break
    return out


_BADGE = re.compile(r"\s*\[!\[")  # a badge: an image that links (``[![build](...svg)](...)``)


def section_rewritten(source, snippet, certificate, result, verdict) -> list[str]:
    """In Markdown, a chunk whose last lines, after its last restated line, are new paragraphs (or a new heading)
    that replace nothing, and a marker right after it, do not keep paragraphs of the same section right after them
    (before the next heading), nor a heading as deep as a new one it writes: the section's old text kept after its
    new version (a README's intro rewritten under its restated title, the marker for the rest keeping the old
    intro), or added before it? Not where the chunk's last restated line lies in a section as deep as its new heading
    (``### PaymentFileRejected``'s last steps, then a new ``### PaymentFileNotGenerated``): a section added after its
    like."""
    if source.language != "markdown":
        return []
    out, pieces = [], certificate.pieces
    for n, piece in enumerate(pieces[:-1]):
        after = pieces[n + 1]
        if piece.kind != WRITE or after.kind != KEEP or after.marker is None:
            continue
        marks = [k for k, w in enumerate(piece.lines) if w.original is not None]
        if piece.original[1] != (piece.lines[marks[-1]].original + 1 if marks else piece.original[0]):
            continue  # (its last lines replace original ones: edits, not new text before the old)
        tail = [w.text for w in piece.lines[marks[-1] + 1 if marks else 0 :] if w.snippet is not None]
        heads = {heading_level(x) for x in tail if heading_level(x)}
        kept = [i for i in after.kept() if source.lines[i].strip()][:6]
        first = kept[0] if kept else None
        last = piece.lines[marks[-1]].original if marks else None  # (its last restated line, in a section of the
        above = heading_above(source.lines, last) if last is not None else None  # new heading's depth: a sibling)
        if first is not None and heading_level(source.lines[first]) in heads and not (
                above is not None and above < last and heading_level(source.lines[above]) in heads):
            out.append(f"original line {first + 1} ({source.lines[first].strip()[:60]!r}), a heading as deep as the "
                       "chunk's new one, is kept right after it: the old heading kept beside its new version?")
            continue
        near = list(takewhile(lambda i: not heading_level(source.lines[i]), kept))
        if any(_para(x) for x in tail) and (old := next((i for i in near if _para(source.lines[i])), None)):
            out.append(f"original line {old + 1} ({source.lines[old].strip()[:60]!r}) is kept in the section right "
                       "after the chunk's new paragraphs: the section's old text kept after its new version?")
    return out


def _para(line: str) -> bool:
    """A paragraph's line of prose at the left margin (not a list item's indented rest)."""
    return _prose(line) and not line[:1].isspace()


def heading_level(line: str) -> int:
    """A Markdown heading's level (``##`` 2), 0 for any other line."""
    match = re.match(r"(#{1,6})\s", line)
    return len(match[1]) if match else 0


def _prose(line: str) -> bool:
    return bool(line.strip()) and _NOT_PROSE.match(line) is None and len(line.split()) >= 4
