"""The certifier's count of what a file holds a set number of times (a rule of *beside*,
:mod:`fastapply.apply.merge.certify` runs it): an instruction a Dockerfile stage takes once, a CSS rule by its
selector. Written more often than the original has it, the old one is kept beside its new version. And a run of
lines the original has once, written new beside itself kept (``copied``)."""

from __future__ import annotations

import re

from .certificate import KEEP
from .keys import DATA
from .lines import identity, is_weak, width

__all__ = ["arm_twice", "copied", "item_twice", "once"]

COPIED = 4  # lines of code in a run written new that the original has once, kept, in the same order: a copy

_ONCE = frozenset("CMD ENTRYPOINT HEALTHCHECK SHELL STOPSIGNAL".split())  # a Dockerfile stage's: the last one counts
_HEADS = tuple(f"{word} " for word in _ONCE)  # (unindented: not a continued line's ``    CMD ...``)


def once(source, snippet, certificate, result, verdict) -> list[str]:
    """A Dockerfile instruction that a stage takes once (``CMD``, ``ENTRYPOINT``...) is not written more often in a
    stage than the original has it: a new ``CMD`` beside the old one kept is its old version kept. (Files with a
    grammar are no Dockerfiles: a Python ``CMD = ...`` may be set twice.) Nor a CSS rule, its selector within one
    enclosing block: a new ``.note {`` beside the old ``.note { /* lint: x */`` kept is its old version kept."""
    if source.language == "css":
        had = _rules(source.lines)
        return [f"the CSS rule {selector!r} is written {n} times, where the original has it {had.get((at, selector), 0)}"
                " time(s): an old one kept beside its new version?" for (at, selector), n in _rules(result).items()
                if n > max(1, had.get((at, selector), 0))]
    if source.language is not None:
        return []
    def counts(lines: list[str]) -> dict[tuple[int, str], int]:
        found, stage, joined = {}, 0, False
        for line in lines:  # (instructions only: not a continued line, ``HEALTHCHECK ... \`` / ``    CMD ...``)
            stage += line.startswith(("FROM ", "from "))
            if not joined and line.startswith(_HEADS) and (name := identity(line)) in _ONCE:
                found[(stage, name)] = found.get((stage, name), 0) + 1
            joined = line.rstrip().endswith("\\")
        return found
    before = counts(source.lines)
    return [f"{name} is written {n} times in stage {stage}, where the original has it {before.get((stage, name), 0)} "
            "time(s): an old one kept beside its new version?" for (stage, name), n in counts(result).items()
            if n > max(1, before.get((stage, name), 0))]


def _rules(lines: list[str]) -> dict[tuple[str, str], int]:
    """How often each CSS rule, (the block that holds it, its selector), opens in ``lines`` (not an at-rule:
    a stylesheet may have ``@media (min-width: 40em)`` blocks twice)."""
    found, held = {}, []
    for line in lines:
        if not (key := line.strip()):
            continue
        head, brace, rest = key.partition("{")
        if brace and (not rest.strip() or rest.strip().startswith("/*")):
            while held and held[-1][0] >= width(line):
                held.pop()
            selector = " ".join(head.split())
            if not key.startswith("@"):
                at = (held[-1][1] if held else "", selector)
                found[at] = found.get(at, 0) + 1
            held.append((width(line), selector))
    return found


def copied(source, snippet, certificate, result, verdict) -> list[str]:
    """New code does not open (or close) with COPIED lines of code that repeat, in order, the original lines kept
    right above (below) it, two of them standing once in the original, or with two or more such lines that are
    each a call: the snippet's context read as new code and written twice (``-- viewer``'s statement restated above
    a new ``-- auditor`` one, kept and written after it; two ``req.Header.Set(...)`` lines)."""
    run: list[tuple[int | None, str]] = []  # the result's lines of code: (the original line it keeps, or None; key)
    for piece in certificate.pieces:
        if piece.kind == KEEP:
            run += [(i, source.keys[i]) for i in piece.kept() if source.keys[i]]
        else:
            run += [(w.original, snippet.keys[w.snippet] if w.original is None else source.keys[w.original])
                    for w in piece.lines if w.snippet is not None and snippet.keys[w.snippet]]
    out, n = [], 0
    while n < len(run):
        if run[n][0] is not None:
            n += 1
            continue
        end = next((j for j in range(n, len(run)) if run[j][0] is not None), len(run))
        new = [key for _, key in run[n:end]]
        for side, kept in (("above", run[max(0, n - len(new)) : n]), ("below", run[end : end + len(new)])):
            copy = _copy(new, kept, side, source)
            if copy:
                out.append(f"the {copy} new lines from {new[0]!r} on repeat the original lines kept right {side} "
                           "them: the snippet's context written twice?")
        ahead = _ahead(new, run[end + 1 : end + 3 + len(new)], source)  # (past the restated line that ends them)
        if ahead and end < len(run) and not any("right below" in x for x in out[-1:]):
            out.append(f"the {ahead} new lines from {new[0]!r} on repeat the original lines kept just below them: "
                       "the snippet's context read as new code, and written twice?")
        n = end
    return out


def _ahead(new: list[str], after: list[tuple[int | None, str]], source) -> int:
    """How many lines (COPIED or more, two of them standing once in the original) the new run opens with that
    repeat, in order, consecutive original lines kept a little below it (``[[zones]]`` / ``name = "cold-store"``
    ... written new above a restated line, the same block kept right after that line)."""
    for j, (i, key) in enumerate(after):
        if i is None or key != new[0]:
            continue
        size = 0
        while size < len(new) and j + size < len(after) and after[j + size][0] is not None and \
                after[j + size][1] == new[size]:
            size += 1
        if size >= COPIED and sum(not is_weak(k) and source.keys.count(k, 0, len(source.lines)) == 1
                                  for k in new[:size]) >= 2:
            return size
    return 0


def _copy(new: list[str], kept: list[tuple[int | None, str]], side: str, source) -> int:
    """How many lines the new run repeats of the kept original lines on its ``side`` (consecutive original lines
    it opens with, ending right above it / closes with, starting right below it); 0 unless COPIED or more, two of
    them standing once in the original, or two or more, each a call (not weak)."""
    first = new[0] if side == "above" else new[-1]  # (the sizes worth a look: where the copy would start / end)
    sizes = [len(kept) - j if side == "above" else j + 1 for j, (_, k) in enumerate(kept) if k == first]
    for size in sorted((x for x in sizes if 2 <= x <= len(new)), reverse=True):
        there = kept[len(kept) - size :] if side == "above" else kept[:size]
        here = new[:size] if side == "above" else new[len(new) - size :]
        if all(i is not None for i, _ in there) and [k for _, k in there] == here and (size >= COPIED and sum(
                not is_weak(k) and source.keys.count(k, 0, len(source.lines)) == 1 for k in here) >= 2 or all(
                not is_weak(k) and "(" in k for k in here)):  # (or calls, each of them: two statements restated)
            return size
    return 0


_NAMED = re.compile(r"""(?:"?(?:\w+_)?(?:id|name|slug|key)"?\s*[:=]\s*)(?:"[^"]+"|'[^']+'),?""")  # an entry's id:
# ``item_id = "emote.salute_s8"``, ``"name": "web",``
_ITEM = re.compile(r"""- (?:"[^"]+"|'[^']+')|(?:"[^"]+"|'[^']+'),""")  # a list item, one string: ``"Typed",``


def item_twice(source, snippet, certificate, result, verdict) -> list[str]:
    """A list item that is one string, which the original has once and the result keeps, is not written new too:
    ``"Typing :: Typed",`` kept, and written again after new items that a chunk restated it below. Nor, in a data
    file, an entry's id (``item_id = "emote.salute_s8"``, ``"name": "web",``): the entry restated, read as new."""
    kept = None
    out = []
    for piece in certificate.pieces:
        for w in piece.lines if piece.kind != KEEP else ():
            named = source.language in DATA and _NAMED.fullmatch(w.text.strip())  # (an entry's id, in data)
            if w.original is not None or w.snippet is None or not (named or _ITEM.fullmatch(w.text.strip())):
                continue
            key = snippet.keys[w.snippet]
            where = source.keys.between(key, 0, len(source.lines))
            if len(where) != 1:
                continue
            if kept is None:
                kept = {i for p in certificate.pieces for i in (p.kept() if p.kind == KEEP else
                                                                (x.original for x in p.lines))}
            if where[0] in kept and (named or _listed(source, where[0])):
                out.append(f"the item {w.text.strip()!r} is written new (snippet line {w.snippet + 1}) while the "
                           f"original's one (line {where[0] + 1}) is kept: written twice?")
    return out


def _listed(source, p: int) -> bool:
    """Original line ``p`` stands in a list of such items: the line above it opens a ``[`` list, or the line above
    or below it is one too (not a string argument of a call: ``execute(`` / ``"UPDATE ...",``)."""
    above = next((source.lines[q].strip() for q in range(p - 1, -1, -1) if source.keys[q]), "")
    below = next((source.lines[q].strip() for q in range(p + 1, len(source.lines)) if source.keys[q]), "")
    return above.endswith("[") or any(_ITEM.fullmatch(x) for x in (above, below))


def arm_twice(source, snippet, certificate, result, verdict) -> list[str]:
    """A branch of a switch written new (``case PAID -> "indigo";``, ``case .paid:``, ``when :paid then``) is not
    kept beside an original branch of the same label in its block: one label, two branches (a compile error, or
    dead code), the old one kept beside its new version. Nor is an SQL clause written new (``WHERE ...``, ``GROUP
    BY ...``) right beside a kept one of the same keyword: one statement, two WHERE clauses."""
    if not any(w.original is None and (_CLAUSE.match(w.text) or _arm(w.text) is not None)
               for piece in certificate.pieces if piece.kind != KEEP for w in piece.lines):
        return []  # (no new branch or clause: the result's lines need not be read)
    rows = certificate.rows(source.lines)
    new = [(r, label) for r, (o, text) in enumerate(rows) if o is None and (label := _arm(text)) is not None]
    out = []
    for r, (o, text) in enumerate(rows):  # (an SQL clause: the code line right beside it)
        clause = _CLAUSE.match(text) if o is None else None
        for k in (_next_code(rows, r, -1), _next_code(rows, r, 1)) if clause else ():
            if k is not None and rows[k][0] is not None and width(rows[k][1]) == width(text) and \
                    (m := _CLAUSE.match(rows[k][1])) and m[1].upper() == clause[1].upper():
                out.append(f"the clause {text.strip()[:60]!r} is written new right beside the kept "
                           f"{rows[k][1].strip()[:60]!r} (original line {rows[k][0] + 1}): one statement, two "
                           f"{clause[1].upper()} clauses, the old one kept beside its new version?")
    for r, label in new:
        depth = width(rows[r][1])
        for step in (-1, 1):
            k = r + step
            while 0 <= k < len(rows) and (not rows[k][1].strip() or width(rows[k][1]) >= depth):
                if rows[k][0] is not None and width(rows[k][1]) == depth and _arm(rows[k][1]) == label:
                    out.append(f"the branch {rows[r][1].strip()[:60]!r} is written new beside the original's branch "
                               f"of the same label ({rows[k][1].strip()[:60]!r}, original line {rows[k][0] + 1}), "
                               "which is kept: its old version?")
                    break
                k += step
    return out


_ARMS = [re.compile(rf"\s*(?:case|when)\s+(.+?)\s*{sep}") for sep in (r"=>", r"->", r"(?<!:):(?!:)", r"\bthen\b")]
# (a switch branch and its label, by the first of its separators the line has: Scala's ``case GET -> Root =>``)


_CLAUSE = re.compile(r"\s*(WHERE|GROUP\s+BY|ORDER\s+BY|HAVING|LIMIT)\s", re.IGNORECASE)  # an SQL clause's line


def _next_code(rows: list[tuple[int | None, str]], r: int, step: int) -> int | None:
    """The next row from ``r`` by ``step`` that holds code (blank lines and comments aside), or None."""
    k = r + step
    while 0 <= k < len(rows) and (not rows[k][1].strip() or rows[k][1].lstrip().startswith("--")):
        k += step
    return k if 0 <= k < len(rows) else None


def _arm(line: str) -> str | None:
    """The label of a switch branch line (``PAID`` of ``case PAID -> "blue";``), or None."""
    match = next((m for arm in _ARMS if (m := arm.match(line))), None)
    return match[1] if match else None
