"""Snippet edges without a marker whose deletion the snippet itself shows is meant (a stage of
:mod:`fastapply.apply.implicit`).

By the convention a chunk with no marker before (after) it reaches the file's start (end), and the merge deletes
the lines beyond it, but flags the deletion (``ambiguous``): a writer who merely forgot the marker would lose
them. Where the rest of the snippet shows why those lines go, the deletion is the snippet's reading:

- the lines beyond the edge stand together elsewhere in the result, one of them once only in the file (the
  snippet moved them), or are declarations the snippet restates elsewhere (a rename onto an old name, a move):
  kept, they would stand twice;
- they are imports (with blank, encoding and modeline lines, and the ``try:``/``except:`` around imports) whose
  names the snippet imports again, or that the original used and the result no longer uses (the snippet removed
  their last use): kept, they would import what nothing needs, or import it twice;
- the snippet opens with a line that only a file opens with (a YAML document start ``---``, a shebang, an XML
  declaration, a doctype, PHP's opening tag): it starts the file, and what stood above its first anchor goes;
- read with markers at its marker-less edges the snippet changes nothing: the deletion is all it does (seen by
  :func:`fastapply.apply.implicit.reread`, which reads the snippet so, and only where deleting the lines loses
  nothing the rest of the file needs).

Worked example (the snippet drops a compatibility import along with its only use, ``_IS_26``)::

    >>> original = ("import platform\\n\\nfrom pytest import raises\\n\\n_IS_26 = platform.python_version() == '2.6'\\n"
    ...             "\\n\\ndef test_pop():\\n    s = [1, 2]\\n    with raises(IndexError):\\n        s.pop(5)\\n"
    ...             "    assert s == [1, 2]\\n\\n\\ndef test_b():\\n    assert 2\\n")
    >>> snippet = ("from pytest import raises\\n\\n\\ndef test_pop():\\n    s = [1, 2]\\n    with raises(IndexError):\\n"
    ...            "        s.pop(7)\\n    assert s == [1, 2]\\n# ... existing code ...\\n")
    >>> from fastapply.apply.merge import merge
    >>> result = merge(original, snippet, language="python")
    >>> result.text.startswith("from pytest import raises\\n\\n\\ndef test_pop():")
    True
    >>> result.confidence, result.reasons[-1]
    ('fuzzy', 'no marker before the snippet: deleted the lines above, since the result no longer uses platform')

A licence header, a section or an import still used above a snippet without a leading marker shows none of
these, and stays ambiguous.
"""

from __future__ import annotations

import re
from collections import Counter

from fastapply.apply.check import Check
from fastapply.apply.decls import walk
from fastapply.apply.markers import is_editor_header, is_weak, line_key

__all__ = ["EDGE_DOUBT", "meant"]

EDGE_DOUBT = re.compile(r"chunk \d+: no marker (before|after) it: dropped the \d+ line\(s\)")  # (apply/edges.py)
IMPORT = re.compile(r"\s*(?:(?:import|from|use|using|#\s*include|require|package)\b|(?:\w+\s+)?\"[\w./-]+\"\s*$)")
BOUND = re.compile(r"\b([A-Za-z_]\w+)\b(?!\s*(?:\.|::|\\|/))")  # a name not followed by a path separator
KEYWORDS = frozenset("import from as use using require include package static type typeof default export const "
                     "let var pub crate self super mod extern namespace".split())
_OPENER = re.compile(r"\s*(?:---\s*$|#!|<\?xml\b|<!doctype\b|<\?php\b)", re.IGNORECASE)
_WRAPPER = re.compile(r"\s*(?:try|except\b[^:]*|else|finally)\s*:\s*(?:#.*)?$")  # around imports: try/except


def meant(side: str, dropped: list[str], span: tuple[int, int], deletion: str, check: Check) -> str:
    """Why deleting the ``dropped`` lines (the original's ``span``) beyond the snippet's marker-less edge
    (``side``: "before" or "after") is what the snippet means, in words; "" when it does not show it.
    ``deletion``: the result that deletes them. (That the snippet changes nothing else is its caller's to see:
    it reads the snippet again.)"""
    filled = [x for x in dropped if x.strip()]
    if not filled:
        return ""
    if side == "before" and (opener := opens_file(check.snippet)):
        return opener
    result = deletion.split("\n")
    if check.doubled(deletion):
        return ""  # a line the result doubles: the snippet was placed amiss, whatever it says of its edge
    if moved := _moved(filled, span, result, check):
        return moved
    if side == "before" and (gone := _imports(filled, span, result, check)):
        return gone
    return ""


def opens_file(snippet: list[str]) -> str:
    """Why the ``snippet`` lines start the file (their first is what only a file opens with), in words; "" if not.
    Its first chunk then restates the file's top: what stood above its first anchor is gone by the convention,
    whatever it declared."""
    first = next((x for x in snippet if x.strip()), "")
    return f"it opens with {first.strip()!r}, which only opens a file" if _OPENER.match(first) else ""


def _moved(filled: list[str], span: tuple[int, int], result: list[str], check: Check) -> str:
    """The dropped lines stand in the result as often as in the original, one after the other and one of them
    once only in the file, or lie in declarations the snippet restates (elsewhere): kept, they would stand
    twice."""
    restated = [decl for path, ident, decl in walk(check.decls) if span[0] <= decl.start and decl.end <= span[1]
                and (path, ident) in check.restated]
    inside = {i for decl in restated for i in range(decl.start, decl.end)}
    have, had = Counter(map(line_key, result)), Counter(map(line_key, check.lines))
    rest = [x for i, x in enumerate(check.lines[span[0] : span[1]], span[0]) if x.strip() and i not in inside]
    if any(have[line_key(x)] < had[line_key(x)] for x in rest):
        return ""
    if restated:
        return f"the snippet restates {', '.join(sorted({d.name for d in restated})[:3])} elsewhere"
    keys, stated = [line_key(x) for x in filled], [line_key(x) for x in result if x.strip()]
    if any(had[key] == 1 and not is_weak(key) for key in keys) and _runs_in(keys, stated):
        return "the result states them elsewhere (the snippet moved them)"
    return ""  # (lines common in the file, or scattered: other copies, not these moved)


def _runs_in(keys: list[str], lines: list[str]) -> bool:
    """``keys`` stand in ``lines`` one after the other."""
    size = len(keys)
    return any(lines[i : i + size] == keys for i in range(len(lines) - size + 1) if lines[i] == keys[0])


def _imports(filled: list[str], span: tuple[int, int], result: list[str], check: Check) -> str:
    """The dropped lines are imports (and encoding lines) that the snippet imports again, or whose names the
    original used and the result no longer does."""
    body = [x for x in filled if not is_editor_header(x)]
    imports = [x for x in body if IMPORT.match(x)]
    if not imports or any(not IMPORT.match(x) and not _WRAPPER.match(x) for x in body):
        return ""
    names = {n for x in imports for n in BOUND.findall(line_key(x)) if n not in KEYWORDS}
    own = [x for x in result if IMPORT.match(x)]
    used = used_names(names, [x for x in result if not IMPORT.match(x)])
    again = used_names(names, own)
    if used - again:  # the result needs a name that only the dropped lines import
        return ""
    before = [x for i, x in enumerate(check.lines) if not span[0] <= i < span[1] and not IMPORT.match(x)]
    if removed := used_names(names, before) - used:
        return f"the result no longer uses {', '.join(sorted(removed)[:3])}"
    if used & again:
        return f"the snippet imports {', '.join(sorted(used & again)[:3])} itself"
    return ""


def used_names(names: set[str], lines: list[str]) -> set[str]:
    """The ``names`` that stand as words in ``lines``."""
    if not names:
        return set()
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\b")
    return {match for line in lines for match in pattern.findall(line)}
