"""The certifier's rule for deletion markers (a part of :mod:`fastapply.apply.merge.deletions`): what a marker
that says code is removed (``// ... parseFlags() removed ...``, ``# (the debug tooling removed)``) takes out is
the declarations it names, or the paragraphs about its words, whole, and nothing the result keeps still names it.
"""

from __future__ import annotations

import re

from .certificate import KEEP, Certificate, Piece, Verdict
from .keys import DATA
from .lines import is_closer, is_comment
from .markers import mentions
from .sections import heading_above, section_end
from .snippet import Snippet
from .source import Source, bare

__all__ = ["STILL_NAMED", "named_removals"]


def named_removals(source: Source, snippet: Snippet, piece: Piece, verdict: Verdict, certificate: Certificate
                   ) -> list[str]:
    """A deletion marker's keep piece: each slice it removes is a declaration it names (with the ``if`` blocks that
    hold only it, and blank lines after), each name it gives is removed, and no code the result keeps names it."""
    marker = next((m for m in snippet.markers if m.line == piece.marker), None)
    names = marker.removes if marker is not None else None
    if names is not None:  # and the plain words of its removal clause that name a declaration there (``log``)
        worded = source.declared(piece.original, marker.words)
        if (clash := _compound(source, marker.words, worded)) is not None:
            return [(f"the marker at snippet line {marker.line + 1} names {clash[0]!r} by a word of its clause, but "
                     f"{clash[1]!r} there carries that word and another of the clause's: which is removed?")]
        names = tuple(dict.fromkeys((*names, *worded)))
    if names is None:
        return [f"piece at snippet line {piece.snippet[0] + 1} removes code, but no marker says so"] * bool(
            piece.removed)
    if not names and marker.about and piece.removed:
        return _about(source, piece, marker, verdict, marker.about, named=False, certificate=certificate)
    if names and piece.removed and not source.removable(names, (0, len(source.lines))):
        return _about(source, piece, marker, verdict, names, True, certificate)  # (names declared nowhere:
        # paragraphs that mention them)
    if not names and marker.about:
        return [f"the marker at snippet line {marker.line + 1} removes code about {', '.join(marker.about[:4])}, "
                "which the code it stands for does not mention"]
    if not names:
        return [f"the marker at snippet line {marker.line + 1} says it removes code, but names nothing to remove"]
    choices, out, done = source.removable(names, piece.original, marker.text), [], set()
    out += [f"the marker at snippet line {marker.line + 1} removes {name!r}, which names {len(slices)} declarations "
            "in the code it stands for: which?" for name, slices in choices.items() if len(slices) > 1]
    for a, b in piece.removed:
        a = next((i for i in range(a, b) if source.lines[i].strip()), a)  # (with the blank lines before it)
        decl = next(((path, d) for path, d in source.flat if source.guarded(d.start, d.end)[0] == a and
                     bare(path[-1][1]) in names), None)
        end = source.guarded(decl[1].start, decl[1].end)[1] if decl is not None else b
        if decl is None or any(source.lines[i].strip() for i in range(end, b)) or not (
                piece.original[0] <= a and b <= piece.original[1]) or \
                (a, end) not in choices.get(bare(decl[0][-1][1]), ()):
            out.append(f"original lines {a + 1}-{b} are not a declaration the marker at snippet line "
                       f"{marker.line + 1} names")
            continue
        done.add(bare(decl[0][-1][1]))
        verdict.deletions += [(i, f"named by the marker at snippet line {marker.line + 1}") for i in range(a, b)]
    out += [f"the marker at snippet line {marker.line + 1} removes {name!r}, which the code it stands for does "
            "not declare" for name in names if name not in done]
    if (left := _still_named(source, certificate, piece, done)) is not None:  # (``legacy_sessions table and its
        # index removed``: the index names it too)
        out.append(f"the marker at snippet line {marker.line + 1} removes {left[1]!r}, but original line "
                   f"{left[0] + 1} it keeps {STILL_NAMED}")
    return out


def _compound(source: Source, words: tuple[str, ...], worded: tuple[str, ...]) -> tuple[str, str] | None:
    """A declaration a clause word names (``logger`` of "the legacy console logger") and another one of the file
    whose name's parts hold that word and another word of the clause (``legacyLogger``), or None."""
    said = {w.lower() for w in words}
    for name in {path[-1][1] for path, _ in source.flat} if worded else ():
        parts = {x.lower() for x in re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", bare(name))}
        hit = next((w for w in worded if w.lower() in parts and parts & (said - {w.lower()})), None)
        if hit is not None:
            return hit, bare(name)
    return None


STILL_NAMED = "still names it: removed with it?"  # (a reading that keeps a reference to what it removes)


def _still_named(source: Source, certificate: Certificate, piece: Piece, done: set[str]) -> tuple[int, str] | None:
    """A kept line of the result that names one of ``done``, the names a deletion marker's piece removed (a call
    of the removed function, an index on the removed table), and that name; None where none does. The head of
    another declaration of that name (a second ``[[vm]]`` table, ``[tool.ruff.lint.isort]`` beside the removed
    ``[tool.isort]``) is no reference to it."""
    if not done:
        return None
    opened = {next((x for i in range(a, b) if (x := source.lines[i].strip())), "") for a, b in piece.removed}
    heads = {i for path, decl in source.flat if bare(path[-1][1]) in done for i in (decl.start, source.head_of(decl))}
    words = [(name, re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")) for name in done]
    return next(((i, name) for other in certificate.pieces if other.kind == KEEP for i in other.kept()
                 if i not in heads and source.lines[i].strip() not in opened
                 for name, word in words if word.search(source.lines[i])), None)


def _about(source: Source, piece: Piece, marker, verdict: Verdict, about: tuple[str, ...], named: bool,
           certificate: Certificate) -> list[str]:
    """A deletion marker that names no declaration removes whole paragraphs (from after a blank line or the start
    of the code it stands for, to a blank line or its end), each of which mentions a word it is about, with blank
    lines beside them; in code, the first block of such a paragraph (from a line at its least depth) mentions one:
    a ``rules: [`` list written without blank lines is no paragraph about its last, ``coffee-loader``, rule. Where
    it removes several, each mentions as many of its words as the one that mentions most (``the audit trigger``
    removes ``orders_audit``'s trigger, not the next trigger too), or, where a word of the marker is a plural
    (``the legacy float helpers``), is code with no comment of its own (``.pull-left { float: left; }``). No line
    the result keeps or writes names the key a removed paragraph of a data file sets (``needs: deploy-staging`` written
    under "removed the staging smoke-test job", the ``deploy-staging:`` job removed too)."""
    lo, hi = piece.original
    for a, b in piece.removed:
        code = [i for i in range(a, b) if source.lines[i].strip()]
        paragraphs = [[]]
        for i in range(a, b):
            if source.lines[i].strip():
                paragraphs[-1].append(i)
            elif paragraphs[-1]:
                paragraphs.append([])
        whole = lo <= a and b <= hi and bool(code) and (code[0] == lo or not source.lines[code[0] - 1].strip()) and \
            (code[-1] + 1 == hi or not source.lines[code[-1] + 1].strip())
        least = min((source.widths[i] for i in code), default=0)
        after = next((i for i in range(b, len(source.lines)) if source.lines[i].strip()), None)
        if source.language != "markdown" and after is not None and source.widths[after] > least:
            return [f"original lines {a + 1}-{b} are removed, but original line {after + 1}, kept after them, lies "
                    "deeper: a block cut, its body kept?"]
        told = _told(source, [par for par in paragraphs if par], about, least, named)
        inside = [(par[0], end) for par in told if source.language == "markdown" and
                  (end := section_end(source.lines, par[0])) is not None]  # (a removed heading's section: its own)
        if (held := _held(source, told, inside, about)) is not None:
            return [(f"original lines {a + 1}-{b} remove the section of original line {held[0] + 1}, but the marker "
                     f"at snippet line {marker.line + 1} is about its paragraph at line {held[1] + 1}, which names "
                     "every word of it, unlike the heading: that paragraph alone?")]
        heads = [par for par in told if (source.language == "markdown" or source.widths[par[0]] <= least) and
                 not any(x < par[0] < end for x, end in inside) and not any(  # (nor one the marker names: .pull-left)
                     name in marker.text for name in _NAME.findall(source.lines[par[0]]))]
        said = [sum(mentions([source.lines[i] for i in _first_block(source, par)], (w,), parts=True) for w in about)
                for par in heads] if len(heads) > 1 else []  # (each removed paragraph as much about it as the best)
        several = source.language != "markdown" and any(w.endswith("s") and not w.endswith("ss") for w in about)
        best = [par for par, n in zip(heads, said) if n == max(said, default=0)]
        fewer = [par for par, n in zip(heads, said) if n < max(said) and not (
            several and not _headed(source, par) and (best[0][0] < par[0] < best[-1][0] or _headed(source, best[0])))]
        # (``helpers``: a run of bare ones, between the ones most about it or after a comment that heads them)
        if fewer:
            par = fewer[0]
            return [(f"original lines {par[0] + 1}-{par[-1] + 1} are removed, but mention fewer of the words of the "
                     f"marker at snippet line {marker.line + 1} ({', '.join(about[:4])}) than the paragraph it is "
                     "about: removed too?")]
        head = heading_above(source.lines, code[0]) if source.language == "markdown" and code else None
        # (a section about it loses its heading too)
        if head is not None and head not in piece.deleted() and mentions([source.lines[head]], about, parts=True):
            return [f"original lines {a + 1}-{b} are removed from the section of original line {head + 1} "
                    f"({source.lines[head].strip()[:60]!r}), about {', '.join(about[:4])} too, which is kept"]
        ends = [(par[0], min(end, hi)) for par in told if source.language == "markdown" and
                (end := section_end(source.lines, par[0])) is not None]  # (a heading's section goes with it, whole)
        if not whole or any(end > b for _, end in ends) or not all(
                par in told or any(x < par[0] < end for x, end in ends) for par in paragraphs if par):
            return [f"original lines {a + 1}-{b} are not whole paragraphs that the marker at snippet line "
                    f"{marker.line + 1} is about ({', '.join(about[:4])})"]
        if (left := _written_after(source, certificate, told)) is not None:
            return [f"original lines {a + 1}-{b} are removed, with {left!r}, but the result {STILL_NAMED}"]
        verdict.deletions += [(i, f"about what the marker at snippet line {marker.line + 1} removes")
                              for i in range(a, b)]
    return []


def _headed(source: Source, par: list[int]) -> bool:
    """A paragraph's first block has a comment (``/* Legacy float helpers */``): it may head a run of bare ones."""
    return any(is_comment(source.lines[i]) for i in _first_block(source, par))


def _held(source: Source, told: list[list[int]], inside: list[tuple[int, int]], about: tuple[str, ...]
          ) -> tuple[int, int] | None:
    """A removed Markdown section (its heading, to its ``end``) whose heading mentions fewer of the marker's words
    than a paragraph it holds that mentions all of them: (heading, paragraph), or None ("removed the Docker SMS
    note": the note, not the ``## Docker`` section)."""
    def count(par: list[int]) -> int:
        return sum(mentions([source.lines[i] for i in par], (w,), parts=True) for w in about)

    return next(((x, par[0]) for x, end in inside for par in told if x < par[0] < end and count(par) == len(about)
                 > count([x])), None)


def _written_after(source: Source, certificate: Certificate, told: list[list[int]]) -> str | None:
    """In a data file, the key a removed paragraph's first line sets (a job, a service) that a line of the result,
    kept or written, names; None where none does. (In code a paragraph's first line names a route, an annotation or
    a namespace as often as what it declares.)"""
    names = {name for par in told if (name := source.name_of(par[0]))} if source.language in DATA else ()
    if not names:
        return None
    gone = {i for par in told for i in par}
    lines = [source.lines[i] for p in certificate.pieces if p.kind == KEEP for i in p.kept() if i not in gone] + \
        [w.text for p in certificate.pieces if p.kind != KEEP for w in p.lines]
    return next((name for name in sorted(names) for line in lines
                 if re.search(rf"(?<![\w$-]){re.escape(name)}(?![\w$-])", line)), None)


_NAME = re.compile(r"[\w.#$-]*(?:[a-z][A-Z]|[._#$-]\w)[\w.#$-]*")  # a name a marker may list: ``.pull-left``


def _told(source: Source, paragraphs: list[list[int]], about: tuple[str, ...], least: int, named: bool
          ) -> list[list[int]]:
    """The paragraphs about a word of ``about`` (their first block mentions one; in code, where ``about`` are names
    that no declaration carries, their one block: ``legacy_helper(x)`` / ``return x`` is no paragraph about the
    call), and, in code, those right after one that lie deeper than ``least`` (the removed lines' least depth):
    the rest of the body of a block it opens, past a blank line."""
    told: list[list[int]] = []
    for n, par in enumerate(paragraphs):
        first = _first_block(source, par)
        rest = n and told and told[-1] is paragraphs[n - 1] and source.language != "markdown" and \
            source.widths[par[0]] > least  # (the body of the block the paragraph before opens, past a blank line)
        if mentions([source.lines[i] for i in first], about, parts=True) and (
                not named or len(first) == len(par)) or rest:
            told.append(par)
    return told


def _first_block(source: Source, par: list[int]) -> list[int]:
    """A paragraph's first block (``_units``), with the next where it is one line that leads it: a decorator or an
    attribute (``@app.get(...)``, ``#[test]``, ``[HttpGet]``), a rake task's ``desc "..."``."""
    units = _units(source, par)
    lead = len(units) > 1 and len(units[0]) == 1 and re.match(r"\s*(?:@|#\[|\[|desc\s)", source.lines[units[0][0]])
    return units[0] + units[1] if lead else units[0]


def _units(source: Source, par: list[int]) -> list[list[int]]:
    """A paragraph's blocks where its file is code (each from a line at the paragraph's least depth that closes
    nothing, with the deeper lines and closers after it); the paragraph whole in Markdown, data and line formats."""
    if source.language in (None, "markdown") or source.language in DATA:
        return [par]
    least = min(source.widths[i] for i in par)
    units: list[list[int]] = []
    for i in par:
        if not units or source.widths[i] == least and not is_closer(source.keys[i]) and not all(
                is_comment(source.lines[j]) for j in units[-1]):  # (a comment above a block is that block's)
            units.append([])
        units[-1].append(i)
    return units
