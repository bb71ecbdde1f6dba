"""JSON's commas: separators between members, set by rule rather than merged as content.

A JSON snippet writes ``"lodash": "^4.17.21"`` without the comma the file has after it when it is the last member
the snippet shows, and a member added after the file's last one needs a comma on its predecessor. So JSON texts
are merged without the commas that end their lines (:func:`without_commas`), parsed with them set by rule
(:func:`fastapply.apply.syntax.parse`), and the result gets them back (:func:`commas`)::

    >>> commas(['{', '  "a": 1', '  "b": [', '    2', '  ]', '}'], trailing=False)
    ['{', '  "a": 1,', '  "b": [', '    2', '  ]', '}']
    >>> commas(['{', '  "a": 1,', '}'], trailing=False), commas(['{', '  "a": 1', '}'], trailing=True)
    (['{', '  "a": 1', '}'], ['{', '  "a": 1,', '}'])

A line ends a member when it ends a value (a string, number, literal, ``}`` or ``]``) and the next line of code
starts one; comments and markers are not code.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .markers import is_marker_line

__all__ = ["Bare", "code_pairs", "comma_only", "comma_rule", "commas", "without_commas"]

_VALUE_END = re.compile(r'(?:["}\]\d]|\btrue|\bfalse|\bnull)$')
_VALUE_START = re.compile(r'(?:["{\[\-\d]|true\b|false\b|null\b)')


def commas(lines: list[str], trailing: bool) -> list[str]:
    """``lines`` of JSON with a comma after each member that another follows, and after a last member as well
    where ``trailing`` (the file writes them: tsconfig.json), else none there."""
    out = list(lines)
    for a, b in code_pairs(out):
        body, right = out[a].rstrip(), out[b].lstrip()
        tail = out[a][len(body) :]  # a "\r" stays
        if _VALUE_END.search(body) and (_VALUE_START.match(right) or trailing and right[:1] in ("}", "]")):
            out[a] = body + "," + tail
        elif body.endswith(",") and right[:1] in ("}", "]") and not trailing:
            out[a] = body[:-1] + tail
    return out


class Bare(NamedTuple):
    original: str
    update: str
    trailing: bool  # the original writes a comma after last members too


def without_commas(original: str, update: str) -> Bare | None:
    """Both JSON texts without the commas that end their lines, where :func:`commas` puts the original's back
    exactly (then ``"lodash": "^4",`` of the file and ``"lodash": "^4"``, last in the snippet, are one line);
    None where the file's commas follow neither rule."""
    bare = ["\n".join(map(_uncomma, text.split("\n"))) for text in (original, update)]
    for trailing in (False, True):
        if "\n".join(commas(bare[0].split("\n"), trailing)) == original:
            return Bare(*bare, trailing)
    return None


def _uncomma(line: str) -> str:
    body = line.rstrip()
    return body[:-1] + line[len(body) :] if body.endswith(",") and not is_marker_line(line) else line


def code_pairs(lines: list[str]):
    """The index of each line of code (not blank, not a comment or marker) with that of the next such line."""
    code = [i for i, x in enumerate(lines) if x.strip() and not x.lstrip().startswith(("//", "/*", "*", "#"))
            and not is_marker_line(x)]
    return zip(code, code[1:])


def comma_rule(source) -> str:  # source: a merge.source.Source
    """JSON's commas are set by rule when the file follows one (a comma after every member another follows, and
    after last members too where it writes them): a last member shown without its comma is the same member."""
    if source.language != "json":
        return ""
    bare = [x[:-1] if x.rstrip().endswith(",") else x for x in (y.rstrip() for y in source.lines)]
    for rule in ("members", "trailing"):
        if commas(bare, rule == "trailing") == [x.rstrip() for x in source.lines]:
            return rule
    return ""


def comma_only(source, verdict, near: str) -> bool:
    """Whether the new line ``near`` is, by the verdict's deletions, the new version of a deleted original line that
    differs from it only by a comma at its end (the last item of a list, a comma added for the next)."""
    return any(why.startswith("replaced by its new version") and
               source.lines[i].rstrip().rstrip(",") == near.rstrip().rstrip(",")
               for i, why in (verdict.deletions if verdict is not None else ()))
