"""Re-wrapped lines: a chunk line that joins sibling original lines (``Literal, ParserElement,`` for
``Literal,`` / ``ParserElement,``: adjacent, at one indentation, each but the last ending in a comma) says
the same code as those lines, only wrapped otherwise. Assistants do that to context lines they restate; the
merge keeps the original wrapping (flagged fuzzy), since taking the joined line as an edit rewrites code the
edit never meant to touch. Other joins (a docstring put on one line, a call collapsed from its hanging
indent) are what real reformatting edits do: those stay the snippet's."""

from __future__ import annotations

from difflib import Match

_CLOSERS = {")", "]", "}", "))", ")]", "})", "])"}


def _squeezed(line: str) -> str:
    return "".join(line.split())


def _siblings(old: list[str]) -> bool:
    """At least two lines, none blank, at one indentation, each but the last ending in a comma; the last may
    be a lone closing bracket instead (``)``, ``},``) at any indentation."""
    items = old[:-1] if old[-1].strip().strip(",;") in _CLOSERS else old
    margins = {len(x) - len(x.lstrip()) for x in items}
    return len(old) > 1 and len(margins) == 1 and all(x.strip() for x in old) and all(
        x.rstrip().endswith(",") for x in old[:-1])


def _joined(line: str, old: list[str], start: int) -> tuple[int, int] | None:
    """The first run ``old[j:k]`` (j >= start) of sibling lines whose text without whitespace is ``line``'s
    text without whitespace."""
    target = _squeezed(line)
    if not target:
        return None
    for j in range(start, len(old)):
        text = ""
        for k in range(j, len(old)):
            text += _squeezed(old[k])
            if not text or not target.startswith(text):
                break
            if text == target and _siblings(old[j : k + 1]):
                return j, k + 1
    return None


def restore_wrapping(out: list[str], region: list[str], matched: list[Match]) -> tuple[list[str], int]:
    """``out`` (the rendered chunk, line for line) with each unmatched line that joins adjacent unmatched
    ``region`` lines between the same matched runs replaced by those original lines; and how many were."""
    result: list[str] = []
    count, a0, b0 = 0, 0, 0
    for m in matched:  # the last one is difflib's sentinel (len(out), len(region), 0)
        gap, used = region[b0 : m.b], 0
        for line in out[a0 : m.a]:
            if run := _joined(line, gap, used):
                result += gap[run[0] : run[1]]
                count, used = count + 1, run[1]
            else:
                result.append(line)
        result += out[m.a : m.a + m.size]
        a0, b0 = m.a + m.size, m.b + m.size
    return result, count
