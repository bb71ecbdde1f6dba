"""Folding one scope for the line merge (:mod:`fastapply.apply.spans`): which declarations fold, their token
lines, and the sentinels that pin a new declaration's place.

A snippet declaration is paired with the original of the same kind and name (the k-th with the k-th); each
folded declaration becomes one token line, the same token on both sides for a pair, a token of its own for a
new one::

    >>> from fastapply.apply.decls import Decl
    >>> old = [Decl("fn", "Set", 2, 5)]
    >>> new = [Decl("fn", "Len", 1, 4)]
    >>> pair(old, new)
    [None]
    >>> lines = ["type S struct{ n int }", "", "func (s *S) Set(v int) {", "    s.n = v", "}"]
    >>> folded = fold_lines(lines, 0, len(lines), old, ["<S.Set>"])
    >>> folded
    ['type S struct{ n int }', '', '<S.Set>']
    >>> only_new(["// ... existing code ...", "<new 1>"], {"<new 1>"})
    True
"""

from __future__ import annotations

import hashlib
from collections import Counter

from fastapply.apply.decls import Decl
from fastapply.apply.edges import LOOKALIKE
from fastapply.apply.markers import count_edits, indent, is_marker_line, is_weak, line_key

__all__ = ["MARK", "TOKEN", "edited_tail", "fold_lines", "fold_token", "foldable", "only_new", "pair",
           "repeated_line"]

TOKEN = "\ue000"
MARK = "// ... existing code ..."


def pair(originals: list[Decl], snippets: list[Decl]) -> list[Decl | None]:
    """For each snippet declaration, the original one of the same kind and name (the k-th for the k-th)."""
    by_key: dict[tuple[str, str], list[Decl]] = {}
    for decl in originals:
        by_key.setdefault(decl.key, []).append(decl)
    seen: dict[tuple[str, str], int] = {}
    out: list[Decl | None] = []
    for decl in snippets:
        k = seen[decl.key] = seen.get(decl.key, -1) + 1
        same = by_key.get(decl.key, [])
        out.append(same[k] if k < len(same) else None)
    return out


def foldable(original: list[str], decls: list[Decl], snippet: list[str], sspan: tuple[int, int],
              sdecls: list[Decl], span: tuple[int, int] | None = None, head: bool = False):
    """The declarations folded on each side, and the snippet's pairs: a snippet declaration that does not parse
    whole, or a new name over elided code (a rename), is left as lines, and so is its original, and every
    original one that a line of the snippet outside its declarations equals a line of (it anchors there); with
    ``head``, the snippet span's first line is its declaration's own (``spec:`` of a restated key), not such a line."""
    matched = pair(decls, sdecls)
    tabs = any(line.startswith("\t") for line in original[slice(*(span if span else (0, 0)))])
    keep = [not d.broken and not (m is None and any(map(is_marker_line, snippet[d.start : d.end])))
            and not (tabs and any(x.startswith("  ") for x in snippet[d.start : d.end]))  # the line merge restyles
            for d, m in zip(sdecls, matched)]
    twice = {key for key, n in Counter(d.key for d in decls).items() if n > 1}  # overloads: which one is meant?
    keep = [k and d.key not in twice for d, k in zip(sdecls, keep)]
    unfold = {id(m) for m, k in zip(matched, keep) if m is not None and not k} | {id(d) for d in decls
                                                                                  if d.key in twice}
    inside = {i for d, k in zip(sdecls, keep) if k for i in range(d.start, d.end)}
    free = {key for i in range(sspan[0] + head, sspan[1])
            if i not in inside and not is_weak(key := line_key(snippet[i]))
            and not is_marker_line(snippet[i])}
    folded = [d for d in decls if id(d) not in unfold and not any(line_key(x) in free for x in
                                                                   original[d.start : d.end])]
    kept = {id(d) for d in folded}
    pairs = [(d, m) for d, m, k in zip(sdecls, matched, keep) if k and (m is None or id(m) in kept)]
    return folded, [d for d, _ in pairs], [m for _, m in pairs]


def fold_token(*parts) -> str:
    return TOKEN + hashlib.sha1(repr(parts).encode()).hexdigest()[:20]


def fold_lines(lines: list[str], lo: int, hi: int, decls: list[Decl], tokens: list[str]) -> list[str]:
    out: list[str] = []
    for decl, token in zip(decls, tokens):
        out += lines[lo : decl.start]
        out.append(indent(lines[decl.start]) + token)
        lo = decl.end
    return out + lines[lo:hi]


def only_new(lines: list[str], new: set[str]) -> bool:
    """The last chunk (after the last marker) holds only new declarations and blank lines."""
    tail: list[str] = []
    for line in reversed(lines):
        if is_marker_line(line):
            break
        tail.append(line_key(line))
    return bool(tail) and any(tail) and all(not key or key in new for key in tail) and len(tail) < len(lines)


def edited_tail(folded: list[str], sfolded: list[str], new: set[str]) -> tuple[int, int] | None:
    """The last chunk holds new declarations and then lines that anchor nowhere but look like the file's last
    lines one for one (``module.exports = {..., mean}``): where a sentinel goes in each, between the new ones
    and those edits (the line merge reads the lines beside it as edits, see ``SPAN_EDGE``)."""
    marks = [i for i, line in enumerate(sfolded) if is_marker_line(line)]
    if not marks:
        return None
    chunk = sfolded[marks[-1] + 1 :]
    news = [i for i, line in enumerate(chunk) if line_key(line) in new]
    if not news or any(line_key(x) not in new and x.strip() for x in chunk[: news[-1]]):
        return None
    rest = [x for x in chunk[news[-1] + 1 :] if x.strip()]
    keys = {line_key(x) for x in folded}
    if not rest or any(line_key(x) in keys for x in rest):
        return None
    if count_edits(rest[::-1], folded[::-1], LOOKALIKE) != len(rest):
        return None
    at, seen = len(folded), 0
    while seen < len(rest):
        at -= 1
        seen += bool(folded[at].strip())
    while at > 0 and not folded[at - 1].strip():
        at -= 1
    return at, marks[-1] + 2 + news[-1]


def repeated_line(folded: list[str], sfolded: list[str]) -> str:
    """A line of the snippet, outside its declarations, that stands more than once in the scope: which copy
    it anchors on is the line merge's guess (say so), not the declarations' identity."""
    counts: dict[str, int] = {}
    for line in folded:
        key = line_key(line)
        counts[key] = counts.get(key, 0) + 1
    for line in sfolded:
        key = line_key(line)
        if counts.get(key, 0) > 1 and not is_weak(key) and not is_marker_line(line):
            return f"its line {line.strip()!r} stands {counts[key]} times in its scope"
    return ""
