"""The snippet convention at a chunk's edges (see docs/architecture.md): inside a chunk, consecutive
snippet lines are consecutive in the output, so a chunk's first (last) lines that equal the original lines
just before (after) its anchor are those lines, not new copies of them, and the original lines between
them and the anchor are deleted."""

from __future__ import annotations

from fastapply.apply.markers import Chunk, encloses, is_weak, line_key

EDGE_SLACK = 3  # original lines an edge run may stand from its anchor beyond the chunk's other new lines


def edge_run(new: list[str], kept: list[str], head_side: bool) -> tuple[int, int] | None:
    """The chunk's edge lines ``new`` (listed from the chunk's edge inward) as original lines: the most leading
    ``new`` lines that equal original lines ending ``gap`` lines before the anchor (``kept`` are the original
    lines before the anchor, nearest last), the smallest gap first, a gap at most as long as the other new lines
    plus EDGE_SLACK. Returns (lines, gap), or None."""
    keys = [line_key(x) for x in new]

    def strong(k: int) -> bool:
        between = new[k:]
        return head_side or not all(map(is_weak, keys[:k])) or encloses(between[::-1], new[:k][::-1]) or (
            _opened(between) < 0 or (_opened(between) == 0 and not any(line.rstrip().endswith(":") for line in between)))

    for gap in range(min(len(kept), len(new) + EDGE_SLACK)):
        end = len(kept) - gap
        for k in range(min(len(keys), end), 0, -1):
            if keys[:k] == kept[end - k : end] and any(keys[:k]) and (gap == 0 or strong(k)):
                return k, gap
    return None


def same_edge(
    chunk: Chunk, lines: list[str], keys: list[str], lo: int
) -> tuple[int, int, list[tuple[str, str]]] | None:
    """A chunk at a file edge whose lines there equal the file's (only weak lines, like ``a = 1``): those
    lines are its anchors, the rest of it is new beside them."""
    ckeys = [line_key(line) for line in chunk.lines]
    inward = (ckeys, keys) if chunk.open_end else (ckeys[::-1], keys[lo:][::-1])
    same = next((k for k, (a, b) in enumerate(zip(*inward)) if a != b), min(map(len, inward)))
    if not any(inward[0][:same]):
        return None
    start, end = (0, same) if chunk.open_end else (len(lines) - same, len(lines))
    at = range(same) if chunk.open_end else range(len(ckeys) - same, len(ckeys))
    anchors = [(chunk.lines[i], lines[start + k]) for k, i in enumerate(at)]
    below = keys[end : end + 2 * (len(ckeys) - same) + EDGE_SLACK][::-1]
    if chunk.open_end and (run := edge_run(chunk.lines[same:][::-1], below, False)):
        end += sum(run)
    elif chunk.open_start and (run := edge_run(chunk.lines[: len(ckeys) - same], keys[lo:start], True)):
        start -= sum(run)
    return start, end, anchors


def _opened(lines: list[str]) -> int:
    """Brackets the lines open and leave open (negative when they close more than they open)."""
    text = "".join(lines)
    return sum(map(text.count, "([{")) - sum(map(text.count, ")]}"))
