"""Declarations matched by identity, and the line merge inside one scope at a time (the merge's third stage).

In a scope (the file, or the body of a declaration the snippet restates) every declaration, on both sides, is
folded into one token line: the original's by its identity, the snippet's by the original it names (kind and name,
the k-th of them), or by a token of its own when it names none (a new one: it anchors nowhere; the folding:
:mod:`fastapply.apply.fold`). The line merge (:mod:`fastapply.apply.linemerge`) then places the snippet's chunks
among the folded lines, where a declaration is one unique line and ``}``, ``return this;`` or a blank line can only
anchor between them. Unfolding (helpers in :mod:`fastapply.apply.render`) puts each declaration back: a kept one as
it was, a new one as the snippet wrote it, a restated one as the snippet wrote it or, when it holds markers, merged
inside its own span by the same fold. Worked example (Go: ``Len()`` appended after a ``Set()`` whose lines look
just like it)::

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

from dataclasses import dataclass, field

from fastapply.apply.decls import Decl
from fastapply.apply.edges import RANK
from fastapply.apply.fold import MARK, TOKEN, edited_tail, fold_lines, fold_token, foldable, only_new, pair, repeated_line
from fastapply.apply.linemerge import line_merge
from fastapply.apply.markers import SPAN_EDGE, indent, is_marker_line, is_weak, line_key
from fastapply.apply.render import blanks_above, head_lines, next_is_marker, scope_spacing, shift, space_before, strays

__all__ = ["OPEN_ENDED", "Merged", "merge_scope", "pair"]

OPEN_ENDED = frozenset({"key", "table", "doc", "item"})  # declarations of config files (apply/keys.py)


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


def _last_line(lines: list[str], span: tuple[int, int]) -> str:
    """The last non-blank line of ``lines[span]`` ("" if none)."""
    return next((x for x in reversed(lines[span[0] : span[1]]) if x.strip()), "")


def _ends_open(snippet: list[str], sspan: tuple[int, int], sdecls: list[Decl]) -> bool:
    """Whether the snippet's scope ends on a marker inside its last declaration: a config key's, or a declaration
    whose own last line is that marker (no closer after it)."""
    last = next((i for i in range(sspan[1] - 1, sspan[0] - 1, -1) if snippet[i].strip()), None)
    return last is not None and is_marker_line(snippet[last]) and (
        sdecls[-1].kind in OPEN_ENDED or sdecls[-1].start < last < sdecls[-1].end)


def merge_scope(
    original: list[str], span: tuple[int, int], decls: list[Decl],
    snippet: list[str], sspan: tuple[int, int], sdecls: list[Decl],
    mode: str = "file", choices: dict[int, int] | None = None, keys: set[str] | None = None,
) -> Merged:
    """Merge ``snippet[sspan]`` into ``original[span]``; ``decls`` and ``sdecls`` are those spans' declarations
    (the scope's own, not nested ones). ``mode``: "file" (the file's edges follow the marker convention),
    "span" (a restated declaration: its first and last lines are in both) or "inner" (a snippet of a scope's
    members only: markers stand before and after it unless it has its own)."""
    decls, sdecls, matched = foldable(original, decls, snippet, sspan, sdecls, span, head=mode == "span")
    scope = fold_token("scope", span, sspan)
    tokens = [fold_token(scope, "old", i) for i in range(len(decls))]
    index = {id(d): i for i, d in enumerate(decls)}
    stokens = [tokens[index[id(m)]] if m is not None else fold_token(scope, "new", i) for i, m in enumerate(matched)]
    folded = fold_lines(original, *span, decls, tokens)
    merged_note = repeated_line(folded, fold_lines(snippet, *sspan, sdecls, stokens))
    sfolded = fold_lines(snippet, *sspan, sdecls, stokens)
    new = {line_key(t) for t, m in zip(stokens, matched) if m is None}
    if mode == "inner" and sfolded and not is_marker_line(sfolded[0]):
        sfolded.insert(0, MARK)
    if mode == "file" and not any(map(is_marker_line, sfolded)) and any(map(is_marker_line, snippet)):
        sfolded = [MARK, *sfolded, MARK]  # its markers are inside its declarations: an excerpt, not the file
    end = fold_token(scope, "end")
    if mode != "inner" and sdecls and sfolded and not is_marker_line(sfolded[-1]) and _ends_open(snippet, sspan, sdecls):
        sfolded.append(MARK)  # it ends on a marker inside its last declaration, never closed: the marker stands for
        # the rest of the scope too (YAML and TOML keys have no closer at all, nor has a Python def)
    if mode == "span":  # its first and last lines are the span's: edges of their own, no file edge rules
        edges = SPAN_EDGE + end[1:] + "0", SPAN_EDGE + end[1:]
        folded, sfolded = [edges[0], *folded, edges[1]], [edges[0], *sfolded, edges[1]]
    if mode != "span" and only_new(sfolded, new):  # a new declaration after a marker, nothing below it: the scope's end
        at = len(folded) - (mode != "file" and bool(folded) and is_weak(line_key(folded[-1])) and
                            not folded[-1].strip().startswith(TOKEN))
        folded.insert(at, end)
        while sfolded and (not sfolded[-1].strip() or is_marker_line(sfolded[-1])):
            sfolded.pop()
        sfolded += [end, MARK]
    elif mode == "inner" and not is_marker_line(sfolded[-1]):
        sfolded.append(MARK)
    elif mode == "file" and (at := edited_tail(folded, sfolded, new)) is not None:  # new ones, then the file's
        folded.insert(at[0], SPAN_EDGE + end[1:])                                      # last lines edited
        sfolded.insert(at[1], SPAN_EDGE + end[1:])
    result = line_merge("\n".join(folded) + "\n", "\n".join(sfolded) + "\n", choices=choices)
    merged = Merged(None, result.confidence, list(result.reasons), list(result.doubts))
    keys = keys if keys is not None else {line_key(x) for x in original}
    if mode == "span" and (stray := strays(original, span, snippet, sspan, keys)):
        merged.add("ambiguous", [f"its line {stray!r} stands outside the declaration it restates"])
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
    spacing = scope_spacing(original, decls)
    for line in result.text.split("\n")[:-1]:
        token = line.strip()
        if token == end or token.startswith(SPAN_EDGE):
            continue
        if out and out[-1] == "\0":  # after a new declaration: spaced from a declaration or code that follows
            out.pop()
            if token and not is_weak(line_key(line)) or token in by_token or token in snew:
                space_before(out, spacing)
        if token in snew:
            start, stop = snew[token].start, snew[token].end
            if next_is_marker(snippet, start - 1, -1):  # blank lines beside a marker are dropped: put back
                space_before(out, blanks_above(snippet, start) or spacing)
            out += shift(snippet[start:stop], indent(snippet[start]), indent(line))
            if next_is_marker(snippet, stop, 1):
                out.append("\0")  # a new declaration ends here: spaced from what follows
        elif token in by_token:
            decl = by_token[token]
            if (again := restated.get(id(decl))) is None:
                out += original[decl.start : decl.end]
            else:
                head = head_lines(original, decl, line_key(snippet[again.start]))
                out += original[decl.start : decl.start + head]
                if any(map(is_marker_line, snippet[again.start : again.end])):
                    inner = merge_scope(original, (decl.start + head, decl.end), decl.children,
                                        snippet, (again.start, again.end), again.children, "span", keys=keys)
                    if inner.lines is None:
                        return Merged(None, "failed", [*merged.reasons, *inner.reasons])
                    merged.add(inner.confidence, inner.reasons, inner.doubts)
                    out += inner.lines
                else:
                    out += shift(snippet[again.start : again.end], indent(snippet[again.start]), indent(line))
        else:
            out.append(line)
    if out and out[-1] == "\0":
        out.pop()
    merged.lines = out
    return merged
