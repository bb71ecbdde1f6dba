"""Declarations matched by identity, and the line merge inside one scope at a time (the merge's third stage).

In a scope (the file, or the body of a declaration the snippet restates) every declaration, on both sides, is
folded into one token line: the original's by its identity, the snippet's by the original it names (kind and
name, the k-th of them), or by a token of its own when it names none (a new one: it anchors nowhere). The line
merge (:mod:`fastapply.apply.linemerge`) then places the snippet's chunks among the folded lines, where a
declaration is one unique line and ``}``, ``return this;`` or a blank line can only anchor between them.
Unfolding puts each declaration back: a kept one as it was, a new one as the snippet wrote it, a restated one
as the snippet wrote it or, when it holds markers, merged inside its own span by the same fold. Worked
example (Go: ``Len()`` appended after a ``Set()`` whose lines look just like it)::

    original                    folded original     snippet                  folded snippet
    type S struct{ n int }      <S>                 // ... existing code ...  // ... existing code ...
                                                    func (s *S) Len() int {   <new 1>
    func (s *S) Set(v int) {    <S.Set>                 return s.n
        s.n = v                                     }
    }

The only chunk (``<new 1>``, with a marker before and none after) anchors on nothing; it ends the file. A new
declaration alone after a marker goes to the end of its scope: a sentinel line ``<end>`` is added to both sides
(before a closing ``}`` of the scope), so it lands there exactly, never on ``}`` or ``s.n = v`` of ``Set``.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field

from fastapply.apply.decls import Decl
from fastapply.apply.edges import LOOKALIKE, RANK
from fastapply.apply.linemerge import line_merge
from fastapply.apply.markers import SPAN_EDGE, count_edits, indent, is_marker_line, is_weak, line_key

__all__ = ["Merged", "merge_scope", "pair"]

_TOKEN = "\ue000"
_MARK = "// ... existing code ..."


@dataclass(slots=True)
class Merged:
    lines: list[str] | None  # None: the line merge failed in this scope
    confidence: str = "exact"
    reasons: list[str] = field(default_factory=list)
    doubts: list[str] = field(default_factory=list)  # the reasons that made it ambiguous

    def add(self, confidence: str, reasons, doubts=None) -> None:
        self.confidence = max(self.confidence, confidence, key=RANK.__getitem__)
        self.reasons += reasons
        self.doubts += reasons if doubts is None and confidence == "ambiguous" else doubts or []


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


def _foldable(original: list[str], decls: list[Decl], snippet: list[str], sspan: tuple[int, int],
              sdecls: list[Decl], span: tuple[int, int] | None = None):
    """The declarations folded on each side, and the snippet's pairs: a snippet declaration that does not parse
    whole, or a new name over elided code (a rename), is left as lines, and so is its original, and every
    original one that a line of the snippet outside its declarations equals a line of (it anchors there)."""
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
    free = {key for i in range(*sspan) if i not in inside and not is_weak(key := line_key(snippet[i]))
            and not is_marker_line(snippet[i])}
    folded = [d for d in decls if id(d) not in unfold and not any(line_key(x) in free for x in
                                                                   original[d.start : d.end])]
    kept = {id(d) for d in folded}
    pairs = [(d, m) for d, m, k in zip(sdecls, matched, keep) if k and (m is None or id(m) in kept)]
    return folded, [d for d, _ in pairs], [m for _, m in pairs]


def _token(*parts) -> str:
    return _TOKEN + hashlib.sha1(repr(parts).encode()).hexdigest()[:20]


def _fold(lines: list[str], lo: int, hi: int, decls: list[Decl], tokens: list[str]) -> list[str]:
    out: list[str] = []
    for decl, token in zip(decls, tokens):
        out += lines[lo : decl.start]
        out.append(indent(lines[decl.start]) + token)
        lo = decl.end
    return out + lines[lo:hi]


def _only_new(lines: list[str], new: set[str]) -> bool:
    """The last chunk (after the last marker) holds only new declarations and blank lines."""
    tail: list[str] = []
    for line in reversed(lines):
        if is_marker_line(line):
            break
        tail.append(line_key(line))
    return bool(tail) and any(tail) and all(not key or key in new for key in tail) and len(tail) < len(lines)


def _edited_tail(folded: list[str], sfolded: list[str], new: set[str]) -> tuple[int, int] | None:
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


def merge_scope(
    original: list[str], span: tuple[int, int], decls: list[Decl],
    snippet: list[str], sspan: tuple[int, int], sdecls: list[Decl],
    mode: str = "file", choices: dict[int, int] | None = None, keys: set[str] | None = None,
) -> Merged:
    """Merge ``snippet[sspan]`` into ``original[span]``; ``decls`` and ``sdecls`` are those spans' declarations
    (the scope's own, not nested ones). ``mode``: "file" (the file's edges follow the marker convention),
    "span" (a restated declaration: its first and last lines are in both) or "inner" (a snippet of a scope's
    members only: markers stand before and after it unless it has its own)."""
    decls, sdecls, matched = _foldable(original, decls, snippet, sspan, sdecls, span)
    scope = _token("scope", span, sspan)
    tokens = [_token(scope, "old", i) for i in range(len(decls))]
    index = {id(d): i for i, d in enumerate(decls)}
    stokens = [tokens[index[id(m)]] if m is not None else _token(scope, "new", i) for i, m in enumerate(matched)]
    folded = _fold(original, *span, decls, tokens)
    merged_note = _repeated(folded, _fold(snippet, *sspan, sdecls, stokens))
    sfolded = _fold(snippet, *sspan, sdecls, stokens)
    new = {line_key(t) for t, m in zip(stokens, matched) if m is None}
    if mode == "inner" and sfolded and not is_marker_line(sfolded[0]):
        sfolded.insert(0, _MARK)
    if mode == "file" and not any(map(is_marker_line, sfolded)) and any(map(is_marker_line, snippet)):
        sfolded = [_MARK, *sfolded, _MARK]  # its markers are inside its declarations: an excerpt, not the file
    end = _token(scope, "end")
    if mode == "span":  # its first and last lines are the span's: edges of their own, no file edge rules
        edges = SPAN_EDGE + end[1:] + "0", SPAN_EDGE + end[1:]
        folded, sfolded = [edges[0], *folded, edges[1]], [edges[0], *sfolded, edges[1]]
    if mode != "span" and _only_new(sfolded, new):  # a new declaration after a marker, nothing below it: the scope's end
        at = len(folded) - (mode != "file" and bool(folded) and is_weak(line_key(folded[-1])) and
                            not folded[-1].strip().startswith(_TOKEN))
        folded.insert(at, end)
        while sfolded and (not sfolded[-1].strip() or is_marker_line(sfolded[-1])):
            sfolded.pop()
        sfolded += [end, _MARK]
    elif mode == "inner" and not is_marker_line(sfolded[-1]):
        sfolded.append(_MARK)
    elif mode == "file" and (at := _edited_tail(folded, sfolded, new)) is not None:  # new ones, then the file's
        folded.insert(at[0], SPAN_EDGE + end[1:])                                      # last lines edited
        sfolded.insert(at[1], SPAN_EDGE + end[1:])
    result = line_merge("\n".join(folded) + "\n", "\n".join(sfolded) + "\n", choices=choices)
    merged = Merged(None, result.confidence, list(result.reasons), list(result.doubts))
    keys = keys if keys is not None else {line_key(x) for x in original}
    if mode == "span" and (strays := _strays(original, span, snippet, sspan, keys)):
        merged.add("ambiguous", [f"its line {strays!r} stands outside the declaration it restates"])
    if merged_note:
        merged.add("ambiguous", [merged_note])
    if result.text is not None and (gone := len(decls) - len({t for t in tokens if t in result.text})) > 1:
        merged.add("ambiguous", [f"{gone} declarations between restated ones deleted: or is a marker missing?"])
    if result.text is None:
        return merged
    by_token = {t: d for t, d in zip(tokens, decls)}
    restated = {id(m): d for d, m in zip(sdecls, matched) if m is not None}
    snew = {t: d for t, d, m in zip(stokens, sdecls, matched) if m is None}
    out: list[str] = []
    spacing = _spacing(original, decls)
    for line in result.text.split("\n")[:-1]:
        token = line.strip()
        if token == end or token.startswith(SPAN_EDGE):
            continue
        if out and out[-1] == "\0":  # after a new declaration: spaced from a declaration or code that follows
            out.pop()
            if token and not is_weak(line_key(line)) or token in by_token or token in snew:
                _space(out, spacing)
        if token in snew:
            start, stop = snew[token].start, snew[token].end
            if _next_is_marker(snippet, start - 1, -1):  # blank lines beside a marker are dropped: put back
                _space(out, _blanks_above(snippet, start) or spacing)
            out += _shift(snippet[start:stop], indent(snippet[start]), indent(line))
            if _next_is_marker(snippet, stop, 1):
                out.append("\0")  # a new declaration ends here: spaced from what follows
        elif token in by_token:
            decl = by_token[token]
            if (again := restated.get(id(decl))) is None:
                out += original[decl.start : decl.end]
            else:
                head = _head(original, decl, line_key(snippet[again.start]))
                out += original[decl.start : decl.start + head]
                if any(map(is_marker_line, snippet[again.start : again.end])):
                    inner = merge_scope(original, (decl.start + head, decl.end), decl.children,
                                        snippet, (again.start, again.end), again.children, "span", keys=keys)
                    if inner.lines is None:
                        return Merged(None, "failed", [*merged.reasons, *inner.reasons])
                    merged.add(inner.confidence, inner.reasons, inner.doubts)
                    out += inner.lines
                else:
                    out += _shift(snippet[again.start : again.end], indent(snippet[again.start]), indent(line))
        else:
            out.append(line)
    if out and out[-1] == "\0":
        out.pop()
    merged.lines = out
    return merged


def _strays(original: list[str], span: tuple[int, int], snippet: list[str], sspan: tuple[int, int],
            keys: set[str]) -> str:
    """A line of a restated declaration that is not in its original but elsewhere in the file: the snippet's
    marker may elide the end of this declaration and the start of the next (it crosses declarations)."""
    own = {line_key(x) for x in original[span[0] : span[1]]}
    for line in snippet[sspan[0] : sspan[1]]:
        key = line_key(line)
        if key in keys and key not in own and not is_weak(key) and not is_marker_line(line):
            return line.strip()
    return ""


def _head(original: list[str], decl: Decl, first: str) -> int:
    """How many of the declaration's first lines (comments, attributes) the snippet starts after: it restates
    it from its line equal to the snippet's ``first``, keeping those."""
    for at in range(decl.start, min(decl.end, decl.start + 12)):
        if line_key(original[at]) == first:
            return at - decl.start
        if decl.children and at >= decl.children[0].start:
            break
    return 0


def _repeated(folded: list[str], sfolded: list[str]) -> str:
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


def _shift(lines: list[str], old: str, new: str) -> list[str]:
    """``lines`` moved from indentation ``old`` to ``new`` (lines not under ``old`` stay as they are)."""
    if old == new:
        return list(lines)
    return [new + line[len(old):] if line.startswith(old) and line.strip() else line for line in lines]


def _spacing(lines: list[str], decls: list[Decl]) -> int:
    """The blank lines the scope puts between its declarations (the most common count; 1 if it has none)."""
    counts: dict[int, int] = {}
    for a, b in zip(decls, decls[1:]):
        gap = lines[a.end : b.start]
        if all(not x.strip() for x in gap):
            counts[len(gap)] = counts.get(len(gap), 0) + 1
    return max(counts, key=counts.__getitem__) if counts else 1


def _next_is_marker(lines: list[str], at: int, step: int) -> bool:
    """The first non-blank line from ``at`` on (in direction ``step``) is a marker, or there is none."""
    while 0 <= at < len(lines):
        if lines[at].strip():
            return is_marker_line(lines[at])
        at += step
    return True


def _blanks_above(lines: list[str], at: int) -> int:
    """The blank lines right above ``lines[at]`` (after a marker or code)."""
    n = 0
    while at - n - 1 >= 0 and not lines[at - n - 1].strip():
        n += 1
    return n


def _space(out: list[str], spacing: int) -> None:
    """Blank lines before a new declaration, as many as the scope uses, unless ``out`` ends blank or opens."""
    if not out or not out[-1].strip():
        return
    last = out[-1].rstrip()
    if last.endswith(("{", ":", "(", "[")) and not last.lstrip().startswith(("#", "//")):
        return
    out += [""] * spacing
