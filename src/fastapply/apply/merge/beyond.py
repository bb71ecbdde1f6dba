"""Whether the new lines at a marker-less edge of a snippet restate the code beyond it, and whether a marker-less
snippet's edge lines are the file's own anew (the placement widens a chunk over it, :mod:`fastapply.apply.merge.widen`;
the certifier takes it as the cause of its deletion, :mod:`fastapply.apply.merge.deletions`)."""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from .edgeline import elsewhere
from .lines import SIMILAR, edits, identity, is_closer, is_comment, is_weak, line_key, similarity
from .snippet import Snippet
from .source import Source

_TOKEN = re.compile(r"[\w$.\-/]+|[^\w\s]")
_CALL = re.compile(r"([\w$.]+)\((.*)\);?")
_HEADING = re.compile(r"#{1,6} \S")
_FILE_START = re.compile(r"\s*(?:#!|//!|/\*!|#\s*(?:syntax|escape)=|<\?xml|<!doctype)", re.IGNORECASE)  # a line only a
# file's first lines hold: a shebang, a Rust crate doc, a Dockerfile directive, an XML or HTML header

def header_start(snippet_lines: list[str]) -> bool:
    """The snippet opens on a line only a file's first lines hold (``_FILE_START``): it starts at the file's start,
    so the comment lines the file has above its first line of code are the old header it replaces."""
    return bool(_FILE_START.match(next((x for x in snippet_lines if x.strip()), "")))
DELIMITERS = frozenset({'"""', "'''", "/*", "/**", "*/", "*", "<!--", "-->", "#", "//", "--", ";"})


def restates_beyond(new: list[str], old: list[str], top: bool = False) -> bool:
    """Whether the new lines at a marker-less edge of a snippet restate all the ``old`` lines of code beyond it:
    each old line, in order, has its new version (``edits``, a line this ``SIMILAR``, or one it is ``wrapped`` in)
    among the new ones.
    Above the file's first placed line (``top``), a line that only opens or closes a string or a comment (a
    docstring's quotes, ``/*``, an empty ``#``) needs none; a header such as ``<?php``, ``---`` or ``{`` does; a
    comment needs none where the chunk opens on a line only a file's first lines hold (``#!``, ``//!``, ``#
    syntax=``, ``<?xml``) and writes comment lines below it: the old header of a new one.

    >>> restates_beyond(["print(greet.parse_string(hello))"], ["print(greet.parseString(hello))"]), \\
    ...     restates_beyond(["", "def extra():", "    pass"], ["main()"])
    (True, False)
    """
    olds = [x for x in old if x.strip()]
    if top and olds and all(x.strip() in DELIMITERS for x in olds):
        return True  # only delimiters above the file's first placed line (a docstring's opening quotes)
    if top:
        olds = [x for x in olds if x.strip() not in DELIMITERS]  # (``new`` runs up from the chunk's first line)
        anew = header_start(new[::-1]) and any(is_comment(x) for x in new[:-1])  # (its own header comment below its
        # first line, ``new``'s last: a shebang alone may go above the old header, or replace it)
        header = [x for x in olds if not (anew and (is_comment(x) or _FILE_START.match(x)))]
        if olds and not header:
            return True  # (a file's new header line: the old header comment is its old version)
        olds = header
    at = 0
    for line in olds:
        at = next((k + 1 for k in range(at, len(new)) if new[k].strip() and (
            edits(new[k], line) or similarity(new[k], line) >= SIMILAR or wrapped(new[k], line) or
            widened(new[k], line))), None)
        if at is None:
            return False
    return bool(olds)


_CODE: WeakKeyDictionary[Snippet, tuple[Source, tuple[list[int], list[str], list[str]]]] = WeakKeyDictionary()


def edge_code(source: Source, snippet: Snippet) -> tuple[list[int], list[str], list[str]]:
    """The original's lines of code (not blank, not a comment: an ``#include``, ``#[`` or ``#!`` line is code), as
    numbers and as lines, and the snippet's lines of code (``is_comment``): what a marker-less snippet's edges are
    read against (``new_edges``). Found once per snippet and source: the placement (``widen.whole_file``) and the
    certifier (``deletions``) read the same lines."""
    cached = _CODE.get(snippet)
    if cached is None or cached[0] is not source:
        code = [i for i, x in enumerate(map(str.strip, source.lines)) if x and (not x.startswith(
            ("//", "#", "/*", "*", "--", "<!--", ";")) or x.startswith(("#include", "#[", "#!")))]
        mine = [x for x in snippet.lines if x.strip() and not is_comment(x)]
        cached = _CODE[snippet] = (source, (code, [source.lines[i] for i in code], mine))
    return cached[1]


_KIND = re.compile(r"\s*([#@]?[\w.-]*)")
_WORD = re.compile(r"[A-Za-z_$][\w$]*")
_KEYWORDS = frozenset("import from as use require include package if else elif return def function fn func const let "
                      "var class pub export default module exports new not and or in is for while true false none null "
                      "self this static public private int str string".split())


def left_out(source: Source, snippet: Snippet, code: list[int], mine: list[str], first: int, last: int
             ) -> tuple[bool, bool]:
    """Whether a marker-less snippet placed from original line ``first`` to ``last`` leaves out code above it, and
    below it, that a whole-file reading must not delete: above, a line unlike the snippet's first line of code
    (``mine``) (``import csv`` left out above a snippet that opens on ``def read_rows(path):``; ``FROM`` and
    ``WORKDIR`` above one that opens on ``COPY``) or one that names what the snippet uses (``import logging`` left
    out above a restated ``import os``, the snippet calling ``logging.getLogger``); below, a line unlike its last
    line that names what it uses (a main guard's ``main()``, ``module.exports = { parse }``): a header or a
    trailer it does not restate, which the edge rule keeps. Lines of its edge line's kind that name nothing it uses
    (``import os`` left out above a restated ``import sys``) are the file's edge restated without them; so is all of
    the top where the snippet opens on a comment, a docstring, or code of another kind than the file's first placed
    line (an ES ``import`` above the first constant: the CommonJS ``require`` lines rewritten).

    >>> from fastapply.apply.merge.snippet import Snippet
    >>> s = Source("import csv\\nimport os\\n\\ndef read(p):\\n    return p\\n", "python")
    >>> left_out(s, Snippet("def read(p):\\n    return csv.read(p)\\n"), [0, 1, 3, 4], ["def read(p):", "x"], 3, 4), \\
    ...     left_out(s, Snippet("import os\\ndef read(p):\\n    return p\\n"), [0, 1, 3, 4], ["import os", "x"], 1, 4)
    ((True, False), (False, False))
    """
    if not mine:
        return False, False
    (top, end), above, below = (_KIND.match(mine[k])[1] for k in (0, -1)), [i for i in code if i < first], \
        [i for i in code if i > last]
    if not above and not below:
        return False, False
    used = _used(snippet)
    opening = next((x.strip() for x in snippet.lines if x.strip()), "")
    if _KIND.match(source.lines[first])[1] != top or is_comment(opening) or opening.startswith(('"', "'")):
        above = []  # (a snippet that opens on a comment or a docstring, a header rewritten, or on code of another
        # kind than the file's first placed line, an ES import above the first constant, gives the file's top anew)
    esm = any(x.startswith("export ") for x in mine)  # (a CommonJS trailer replaced by ES exports)
    return any(_KIND.match(source.lines[i])[1] != top or _names(source.lines[i]) & used for i in above), \
        any(_KIND.match(source.lines[i])[1] != end and _names(source.lines[i]) & used and not (
            esm and source.lines[i].startswith(("module.exports", "exports."))) for i in below)


def reaches_edges(source: Source, snippet: Snippet, code: list[int], old: list[str], mine: list[str],
                  placed: list[int]) -> bool:
    """Whether a marker-less snippet whose placed original lines are ``placed`` (ascending) is the whole new file:
    they reach among the file's first and last WHOLE_EDGE lines of code (``code``), or its first (last) line of
    code is the file's own anew (``new_edges``), and it leaves out no header or trailer (``left_out``). The
    placement (``widen.whole_file``) and the certifier (``deletions``) ask the same."""
    top, bottom = new_edges(old, mine, any(p in source.heads for p in placed), header_start(snippet.lines))
    top = top and not elsewhere(source, snippet, placed, code[:WHOLE_EDGE], False)  # (a fragment's edge line)
    bottom = bottom and not elsewhere(source, snippet, placed, code[-WHOLE_EDGE:], True)
    above, below = left_out(source, snippet, code, mine, placed[0], placed[-1])
    return not ((placed[0] > code[:WHOLE_EDGE][-1] or above) and not top or
                (placed[-1] < code[-WHOLE_EDGE:][0] or below) and not bottom)


WHOLE_EDGE = 3  # a marker-less snippet placed among the file's first and last this many lines of code is the file


_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`")


def _names(line: str) -> set[str]:
    """The names a line binds or calls, as the snippet may use them: an import's (``logging``; ``a`` and ``c`` of
    ``from m import a, b as c``; ``cacheKey`` of ``import { cacheKey } from './cache-key.js'``; ``HashMap`` of ``use
    std::collections::HashMap;``; ``fs`` of ``const fs = require("fs")``; none of an ``#include``), else every word
    of its code but keywords (``main`` of ``sys.exit(main())``), strings left out."""
    if line.lstrip().startswith(("#!", "#include", "#import")):
        return set()  # (a shebang: the snippet's own is its new version; an include binds no name)
    code = _STRING.sub("", line)
    words = _WORD.findall(code)
    if not words:
        return set()
    if words[0] == "from" and " import " in code:
        return {item.split(" as ")[-1].strip(" ()*;") for item in code.split(" import ", 1)[1].split(",")} - {""}
    if words[0] == "import" and " from " in code:  # (JavaScript: the names before ``from``)
        return set(_WORD.findall(code.split(" from ")[0][len(code) - len(code.lstrip()) + 6 :])) - {"type", "as"}
    if words[0] in ("import", "use"):  # (``import a.b`` binds ``a`` in Python, ``b`` in Java; ``use`` its last)
        body = re.sub(r"^\s*(?:import|use)(?:\s+static)?\s+", "", code).rstrip(" ;")
        prefix, _, listed = body.rpartition("{")
        out = set()
        for item in (listed.rstrip("} ").split(",") if prefix else body.split(",")):
            parts = [x for x in re.split(r"[.:\\\s]+", item.split(" as ")[-1].strip()) if x]
            if parts:
                out |= {parts[-1], *([parts[0]] if words[0] == "import" and " as " not in item else [])}
        return {x for x in out if re.fullmatch(r"[A-Za-z_$][\w$]*", x)} - _KEYWORDS
    if words[0] in ("const", "let", "var") and "require" in words:
        return set(_WORD.findall(code.split("=", 1)[0])) - _KEYWORDS
    if words[0] in _IMPORT_WORDS or words[0] in ("using", "package"):
        return set()
    return set(words) - _KEYWORDS


def needed_above(source: Source, snippet: Snippet, lines: list[int]) -> set[int]:
    """Of original ``lines`` above a whole-file snippet, those it still needs: an import binding a name the snippet
    uses that no import of the snippet binds anew (``import json`` above a snippet that opens on a new comment and
    calls ``json.load``; not ``const fs = require('fs')`` where the snippet imports ``fs``), and a ``package``
    clause where the snippet has none."""
    used, bound = _used(snippet), _bound(snippet)
    package = any(x.lstrip().startswith("package ") for x in snippet.lines)
    return {i for i in lines if _IMPORTS.match(source.lines[i]) and (names := _names(source.lines[i])) & used and
            not names <= bound or source.lines[i].startswith("package ") and not package}


def _bound(snippet: Snippet) -> set[str]:
    """The names a snippet's import lines bind (``fs`` of ``import fs from 'node:fs'``)."""
    return set().union(*(_names(x) for x in snippet.lines if _IMPORTS.match(x)))


_IMPORTS = re.compile(r"\s*(?:(?:import|from|use)\b|(?:const|let|var)\s.*\brequire\s*\()")


def _used(snippet: Snippet) -> set[str]:
    """The words of a snippet's code (strings and comment lines left out), found once."""
    cached = _USED.get(snippet)
    if cached is None:
        code = [_STRING.sub("", x) for x in snippet.lines if x.strip() and not is_comment(x)]
        cached = _USED[snippet] = set(_WORD.findall(" ".join(re.sub(r"\s(?:#|//)\s.*$", "", x) for x in code)))
    return cached


_USED: WeakKeyDictionary[Snippet, set[str]] = WeakKeyDictionary()


_IMPORT_WORDS = frozenset("import from include use require require_relative require_once include_once".split())


def new_edges(old_code: list[str], new_code: list[str], restates: bool, opens: bool = False) -> tuple[bool, bool]:
    """Whether a marker-less snippet's first (last) line of code, ``new_code``'s, is the file's first (last) one
    anew, where it restates nothing there: it sets what that one sets (``identity``: ``CMD [...]`` for ``CMD
    [...]``), or, first, it imports as that one does (``import argparse`` for ``import sys``), where the snippet
    ``restates`` no first line of a declaration of the file (one it restates says it edits that one, not all).
    Only for a snippet with at least half as many lines of code as the file: a short one may be a lazy edit. A
    snippet that ``opens`` on a line only a file's first lines hold (``header_start``: a shebang) with three quarters as
    many lines of code as the file or more reaches its last line too (a script rewritten whole).

    >>> new_edges(["import sys", "def main():", "    return 0", "raise SystemExit(main())"],
    ...           ["import argparse", "def run(a):", "    print(a)", "raise SystemExit(run(parse()))"], False)
    (True, True)
    """
    if not old_code or not new_code or 2 * len(new_code) < len(old_code):
        return False, False
    (first, was), (last, end) = ((identity(new_code[k]), identity(old_code[k])) for k in (0, -1))
    kinds = {x.split()[0] for x in (first, was) if x is not None}
    imports = not restates and was is not None and len(kinds) == 1 and kinds <= _IMPORT_WORDS
    return first is not None and (first == was or imports), last is not None and last == end or \
        opens and 4 * len(new_code) >= 3 * len(old_code)


def wrapped(new: str, old: str) -> bool:
    """``new`` holds the whole of ``old``, a call or statement of some length, inside more code: ``main()`` now
    ``sys.exit(main())``, ``fetch(url)`` now ``await retry(() => fetch(url))``.

    >>> wrapped("    sys.exit(main())", "    main()"), wrapped("    x = 1", "    x")
    (True, False)
    >>> wrapped("sys.exit(main(sys.argv[1:]))", "main()"), wrapped("log(main(sys.argv))", "main(args)")
    (True, False)
    """
    inner, outer = line_key(old), line_key(new)
    if len(inner) >= 6 and "(" in inner and inner != outer and inner in outer and not is_weak(inner):
        return True
    if len(inner) >= 12 and " " in inner and outer.endswith(" " + inner) and not is_weak(inner):
        return True  # (an expression that ends the new line: ``if (xs.isEmpty) 0.0 else n.toDouble / xs.size``)
    call = _CALL.fullmatch(inner)  # (``main()`` now ``sys.exit(main(sys.argv[1:]))``: called anew, inside more)
    return call is not None and len(call[1]) >= 4 and not outer.startswith(call[1]) and bool(
        re.search(rf"(?<![\w$.]){re.escape(call[1])}\(", outer)) and \
        in_order(_TOKEN.findall(inner), _TOKEN.findall(outer))


def widened(new: str, old: str) -> bool:
    """``new`` starts as ``old`` does and holds all its tokens, in order, and more: arguments added to a command or
    a call (``codespell $(SRC) docs`` to ``codespell $(SRC) $(TESTS) docs README.md``), a condition widened.

    >>> widened("run codespell src tests docs", "run codespell src docs"), widened("run a b c", "run a c d")
    (True, False)
    >>> widened("COPY --chown=app:app . /app", "COPY . /app"), widened("COPY a.txt . /app", "COPY . /app")
    (True, False)
    >>> widened("}).finally(() => clearTimeout(timer));", "});"), widened("}).x;", "}")
    (True, False)
    """
    key, closer = line_key(new), line_key(old).rstrip(";")
    if (is_closer(closer) or _CALL.fullmatch(closer)) and len(key) > len(closer) + 1 and key.startswith(closer + "."):
        return True  # (a call chained onto a closing line or a call: ``});`` now ``}).finally(() => ...);``)
    if _HEADING.match(closer) and key.startswith(closer + " "):
        return True  # (a Markdown heading with words added: ``# Runbook`` now ``# Runbook (Case Manager)``)
    grown, was = _TOKEN.findall(key), _TOKEN.findall(line_key(old))
    if len(grown) <= len(was) or grown[:1] != was[:1]:
        return False
    if len(was) < 4 or grown[:2] != was[:2]:  # (a short command: only options put in, one run of them)
        cut = next((k for k, (a, b) in enumerate(zip(was, grown)) if a != b), len(was))
        added = len(grown) - len(was)
        return len(was) >= 2 and grown[cut].startswith("-") and grown[:cut] + grown[cut + added:] == was
    return in_order(was, grown)


def in_order(words: list[str], text: list[str]) -> bool:
    """``words`` in ``text``, in order (not next to one another)."""
    rest = iter(text)
    return all(word in rest for word in words)


def rewrites(new: str, old: str) -> bool:
    """``new`` is ``old``'s new version (``edits``) or wraps it (``wrapped``: ``sys.exit(main())`` for ``main()``)."""
    return edits(new, old) or wrapped(new, old)


def given_more(source: Source, line: str, lo: int, hi: int | None = None) -> list[int]:
    """The lines in [lo, hi) that open on ``line``'s first name and of which ``line`` is a call given more
    (``widened``): ``apiGet<Event[]>(eventsUrl(no, { customs: true }))`` for ``apiGet<Event[]>(eventsUrl(no))``."""
    head = re.match(r"\s*([A-Za-z_$][\w$.]*)", line)
    if head is None or "(" not in line:
        return []
    return [p for p in range(lo, len(source.lines) if hi is None else hi)
            if source.keys[p].startswith(head[1]) and widened(line, source.lines[p])]
