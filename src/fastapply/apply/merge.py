"""Deterministic merge of a lazy edit snippet into the original file, syntax-aware where a grammar exists.

Stages, one module each: parse (:mod:`~fastapply.apply.syntax`), declarations by identity
(:mod:`~fastapply.apply.decls`), the line merge inside each scope with declarations folded to single lines
(:mod:`~fastapply.apply.spans` over :mod:`~fastapply.apply.linemerge`), and the result check
(:mod:`~fastapply.apply.check`), which decides the confidence: a result is reported sure (``exact`` or
``fuzzy``) only when it has no new syntax errors and every declaration the snippet does not restate is kept
as it was. Last, snippet edges without a marker where the convention's deletion would break the file
(:mod:`~fastapply.apply.implicit`). Text without a grammar (or that does not parse as one) gets the line merge
alone.

Worked example::

    >>> original = "def sum(xs):\\n    t = 0\\n    for x in xs:\\n        t += x\\n    return t\\n"
    >>> snippet = ("# ... existing code ...\\n\\n\\ndef mean(xs):\\n    t = 0\\n    for x in xs:\\n        t += x\\n"
    ...            "    return t / len(xs)\\n")
    >>> result = merge(original, snippet, language="python")
    >>> print(result.text)
    def sum(xs):
        t = 0
        for x in xs:
            t += x
        return t
    <BLANKLINE>
    <BLANKLINE>
    def mean(xs):
        t = 0
        for x in xs:
            t += x
        return t / len(xs)
    <BLANKLINE>
    >>> result.confidence
    'exact'

Placed by its lines, ``mean``'s loop is a longer match for ``sum``'s body than anything else, and ``sum`` would
become ``mean``; folded, ``mean`` is one new line after a marker, so it ends the file, and ``sum`` is kept.
"""

from __future__ import annotations

from fastapply.apply.check import GUESS_BREAKERS, Check
from fastapply.apply.commas import without_commas
from fastapply.apply.decls import Decl, declarations, snippet_declarations
from fastapply.apply.implicit import MARKER, reread, restated, trimmed
from fastapply.apply.keys import DATA, broken, disputed, merge_keys, open_objects, prose_markers, punctuated, with_commas
from fastapply.apply.linemerge import MergeError, MergeResult, MergeTimeout, line_merge
from fastapply.apply.markers import indent, is_marker_line, is_weak, join_lines, line_key, newline_of, split_lines, width
from fastapply.apply.readings import settle
from fastapply.apply.spans import merge_scope, pair
from fastapply.apply.syntax import canonical, guess_language, parse

__all__ = ["MergeError", "MergeResult", "MergeTimeout", "is_marker_line", "merge"]

PROGRAMS = frozenset({"python", "javascript", "typescript", "tsx", "go", "rust", "java", "c", "cpp", "c_sharp",
                      "ruby", "php", "bash", "css", "kotlin", "swift", "scala", "lua", "dart",
                      *DATA})  # grammars whose declarations the merge matches (config files': their keys)


def merge(
    original: str, update: str, *, language: str | None = None, deadline: float | None = None,
    choices: dict[int, int] | None = None,
) -> MergeResult:
    """Merge the lazy edit snippet ``update`` into ``original``; see the module docstring. ``language`` names the
    grammar (:data:`fastapply.apply.syntax.LANGUAGES`, or an alias such as ``ts``); None guesses it from the
    text. ``deadline`` (a ``time.monotonic()`` value) bounds the line merge (``MergeTimeout``); ``choices``
    picks another reading of a chunk's doubt (apply/tiebreak.py). An ambiguous merge whose doubts all have
    readings gets them all tried (apply/readings.py)."""
    name = (canonical(language) if language else guess_language(original)) or ""  # "": no grammar (guessed once:
    merged = _merge_file(original, update, language, deadline, choices, name)  # it parses the whole text)
    if choices or merged.confidence != "ambiguous" or merged.text is None:
        return merged
    problems = Check(original, update, name).problems if name in PROGRAMS else None
    try:
        screen = (lambda picks: line_merge(original, update, deadline=deadline, choices=picks)) \
            if name in PROGRAMS - DATA else None  # (others' snippets are read otherwise before the line merge)
        return settle(merged, lambda picks: _merge_file(original, update, language, deadline, picks, name), problems,
                      screen)
    except MergeTimeout:  # no time left to read it again: as it stands
        return merged


def _merge_file(original: str, update: str, language: str | None, deadline: float | None,
                choices: dict[int, int] | None, name: str) -> MergeResult:
    """``merge`` without the other readings; ``name``: the grammar ("" for none)."""
    if name == "json":  # its commas: merged without them, set after (apply/commas.py)
        update = open_objects(prose_markers(update, name), original)
        if (bare := without_commas(original, update)) is None:
            return punctuated(_merge(original, update, language, deadline, choices, name=name), original)
        return with_commas(_merge(bare.original, bare.update, language, deadline, choices, name=name), bare.trailing)
    return _merge(original, update, language, deadline, choices, name=name)


def _merge(original: str, update: str, language: str | None, deadline: float | None,
           choices: dict[int, int] | None, edges: bool = True, name: str | None = None) -> MergeResult:
    """``merge``; ``edges``: read a snippet edge without a marker as one where the convention's reading would
    break the file (apply/implicit.py); ``name``: the grammar, where known (else ``language``'s, or guessed)."""
    if name is None:
        name = canonical(language) if language else guess_language(original)
    if name not in PROGRAMS - DATA:  # `... (rest unchanged) ...` in prose, YAML, JSON: a marker there
        update = prose_markers(update, name)
    by_lines = line_merge(original, update, deadline=deadline, choices=choices)
    if not any(map(str.strip, original.split("\n"))) or not any(map(str.strip, update.split("\n"))):
        return by_lines
    if name not in PROGRAMS:
        return by_lines
    lines, final_newline = split_lines(original)
    slines, _ = split_lines(update)
    tree = parse(original, name)
    decls = _within(declarations(original, name, tree), len(lines))
    sdecls = _within(snippet_declarations(update, name), len(slines))
    check = Check(original, update, name, decls, sdecls)
    newline = newline_of(original if "\n" in original else update)

    def again(snippet: list[str]) -> MergeResult:  # the snippet read otherwise (apply/implicit.py): by its
        sdecls = _within(snippet_declarations("\n".join(snippet), name), len(snippet))  # declarations if sure
        scoped = _structural(lines, decls, snippet, sdecls, choices, name)
        if scoped.lines is not None and scoped.confidence != "ambiguous":
            text = join_lines(scoped.lines, newline, final_newline)
            if not check.problems(text):
                return MergeResult(text, scoped.confidence, tuple(scoped.reasons))
        return _merge(original, join_lines(snippet, "\n", True), name, deadline, choices, edges=False)

    if edges and (partial := restated(lines, slines, sdecls, check, again)) is not None:
        return partial
    if by_lines.confidence == "exact" and not check.new and not check.broken(by_lines.text) and not (
            name in DATA and broken(by_lines.text, original, name)):
        decided = by_lines  # see _decide: the syntax-aware merge is not needed
    else:
        scoped = _structural(lines, decls, slines, sdecls, choices, name)
        by_syntax = None
        if scoped.lines is not None:
            by_syntax = MergeResult(join_lines(scoped.lines, newline, final_newline), scoped.confidence,
                                    tuple(scoped.reasons), tuple(scoped.doubts))
        decided = _decide(by_syntax, by_lines, check)
        if decided.sure and check.broken(decided.text) and by_syntax is not None and by_syntax.sure and \
                not check.problems(by_syntax.text):  # the lines broke the program; its declarations did not
            decided = by_syntax
        if name in DATA:
            decided = disputed(decided, by_syntax, check, original, name)
    if decided.text is None or not edges or decided.sure and not trimmed(lines, decided.text.split(newline)):
        return _unbroken(decided, check)
    return _unbroken(reread(lines, slines, check, decided, again, language is not None) or decided, check)


def _unbroken(result: MergeResult, check: Check) -> MergeResult:
    """A sure result with syntax errors the original has not, or one that may have copied a renamed declaration,
    is no sure answer: ambiguous, nothing written."""
    if not result.sure or result.text is None:
        return result
    if problem := check.broken(result.text):
        return _doubted(result, [problem])
    if _renamed(check, result.text):
        return _doubted(result, ["a new declaration has the body of one the snippet does not show: a rename, or a "
                                 "copy beside it?"])
    return result


def has_markers(lines: list[str]) -> bool:
    return any(map(is_marker_line, lines))


def _decide(by_syntax: MergeResult | None, by_lines: MergeResult, check: Check) -> MergeResult:
    """Which result to give. Where the line merge is exact it stands, as measured, unless the snippet declares
    new names (the shape where like lines mislead it) and fails the check; a fuzzy line result is always
    checked, and one that fails is ambiguous unless the syntax-aware result passes. On failing the check: then the syntax-aware result replaces
    it when that one is sure and passes (on cut real diffs the check alone flags right merges too often to
    refuse them by it). Where the line merge is not sure, the syntax-aware result is given when it is sure and
    passes the check, or when it passes the check and its doubts are some of the line result's (the stages
    after, apply/implicit.py, then weigh only those)."""
    def clean() -> bool:
        return by_syntax is not None and by_syntax.text is not None and by_syntax.sure and check.markers and \
            not check.problems(by_syntax.text)

    if not by_lines.sure:  # rescued by an exact syntax-aware result where the snippet states a function or type
        rescue = by_syntax is not None and by_syntax.confidence == "exact" and check.shapes and clean() and \
            not _renamed(check)
        fewer = by_syntax is not None and by_syntax.text is not None and not by_syntax.sure and set(
            by_syntax.doubts) < set(by_lines.doubts) and not check.problems(by_syntax.text)  # (see below)
        return by_syntax if rescue or fewer else by_lines
    if not check.new:  # a fuzzy guess that breaks the program is no sure answer; a clean syntax-aware one is
        problems = [p for p in check.problems(by_lines.text) if p.endswith(GUESS_BREAKERS)] \
            if by_lines.confidence == "fuzzy" and check.markers else []
        if problems and by_syntax is not None and by_syntax.confidence == "exact" and clean():
            return by_syntax
        return _doubted(by_lines, problems) if problems else by_lines
    problems = check.problems(by_lines.text)
    if by_syntax is not None and (problems or by_lines.confidence == "fuzzy" == by_syntax.confidence.replace(
            "exact", "fuzzy") and by_syntax.text != by_lines.text) and clean():
        return by_syntax
    if problems and by_lines.confidence == "fuzzy":
        return _doubted(by_lines, problems)
    return by_lines


def _renamed(check: Check, text: str | None = None) -> bool:
    """Whether a new declaration of the snippet has the body of an original one it does not state (and that
    ``text``, if given, keeps): a rename, which the syntax-aware merge reads as an addition beside the old one."""
    kept = None if text is None else {line.strip() for line in text.split("\n")}
    bodies = {tuple(map(str.strip, check.lines[d.start + 1 : d.end])) for d in check.originals.values()
              if d.end - d.start > 2 and (d.kind, d.name) not in check.skeys
              and (kept is None or check.lines[d.start].strip() in kept)}
    return any(tuple(map(str.strip, check.snippet[d.start + 1 : d.end])) in bodies for d in check.new)


def _doubted(result: MergeResult, problems: list[str]) -> MergeResult:
    """``result`` made ambiguous by the result check's ``problems``."""
    return MergeResult(result.text, "ambiguous", (*result.reasons, *problems), (*result.doubts, *problems))


def _within(decls: list[Decl], size: int) -> list[Decl]:
    """The declarations that lie within the first ``size`` lines (a parse may count a last, empty line)."""
    return [d for d in decls if d.end <= size and all(c.end <= size for c in d.children)]


def _structural(lines: list[str], decls: list[Decl], slines: list[str], sdecls: list[Decl], choices, name: str):
    """The syntax-aware merge: at the file's scope, or inside the one declaration whose members the snippet
    states without restating the declaration itself (a lone method of a class)."""
    if name in DATA and (keyed := merge_keys(lines, decls, slines, sdecls, choices)) is not None:
        return keyed  # a JSON snippet inside the root object's braces
    if not sdecls or any(m is not None for m in pair(decls, sdecls)):
        return merge_scope(lines, (0, len(lines)), decls, slines, (0, len(slines)), sdecls, "file", choices)
    parents = {id(p): p for s in sdecls for p in _parents_of(decls, s.key)}
    depth = width(slines[sdecls[0].start])
    if not parents and depth:  # only new members, indented: the last scope whose members sit that deep
        parents = {id(p): p for p in _scopes_at(decls, depth, lines)[-1:]}
    if len(parents) != 1:
        return merge_scope(lines, (0, len(lines)), decls, slines, (0, len(slines)), sdecls, "file", choices)
    (parent,) = parents.values()
    send = len(slines)  # closers after the members, less indented: the scope's own (kept from the original)
    while send > sdecls[-1].end and (not slines[send - 1].strip() or (is_weak(line_key(slines[send - 1]))
                                                                      and width(slines[send - 1]) < depth)):
        send -= 1
    closer = lines[parent.end - 1].strip() and is_weak(line_key(lines[parent.end - 1]))
    outside = [x for x in slines[: sdecls[0].start] + slines[send:]
               if not is_weak(line_key(x)) and not is_marker_line(x)]
    if outside and any(d is parent for d in decls):  # imports too: the members read as the parent restated
        head = next(i for i in range(parent.start, parent.end) if not _comment_or_attribute(lines[i]))
        opened = next((i for i in range(head, parent.children[0].start if parent.children else head + 1)
                       if lines[i].rstrip().endswith(("{", ":"))), head)  # its header, to the line that opens it
        restated = [*slines[: sdecls[0].start], *lines[head : opened + 1], indent(slines[sdecls[0].start]) + MARKER, "",
                    *slines[sdecls[0].start : sdecls[-1].end],
                    *([] if pair(parent.children, sdecls)[-1] is None else ["", indent(slines[sdecls[-1].start]) + MARKER]),
                    *([lines[parent.end - 1]] if closer else []), *slines[send:][bool(closer):]]
        rdecls = _within(snippet_declarations("\n".join(restated), name), len(restated))
        whole = merge_scope(lines, (0, len(lines)), decls, restated, (0, len(restated)), rdecls, "file", choices)
        if whole.lines is not None:
            return whole
    span = (parent.start + 1, parent.end - bool(closer and parent.end - 1 > parent.start))
    inner = merge_scope(lines, span, parent.children, slines, (0, send), sdecls, "inner", choices)
    if inner.lines is not None:
        inner.lines = lines[: span[0]] + inner.lines + lines[span[1] :]
    return inner


def _comment_or_attribute(line: str) -> bool:
    text = line.strip()
    return not text or text.startswith(("//", "#", "/*", "*", "@", "[")) and not text.startswith("#include")


def _scopes_at(decls: list[Decl], depth: int, lines: list[str]) -> list[Decl]:
    """The declarations whose members are indented ``depth``, in file order."""
    found: list[Decl] = []
    for decl in decls:
        if decl.children and width(lines[decl.children[0].start]) == depth:
            found.append(decl)
        found += _scopes_at(decl.children, depth, lines)
    return found


def _parents_of(decls: list[Decl], key: tuple[str, str]) -> list[Decl]:
    found: list[Decl] = []
    for decl in decls:
        if any(child.key == key for child in decl.children):
            found.append(decl)
        found += _parents_of(decl.children, key)
    return found

