"""No key set twice in one block (the certifier's rule *beside*, :mod:`fastapply.apply.merge.certify` runs it): a
new line that sets a key (``cors: false,``, ``color: #111827;``, ``LogLevel: "debug",``, ``max_age=30,``, a
Dockerfile's ``ENV PORT=8080``) in a block where the result keeps an original line that sets the same key is an
edit whose old version was kept, however far apart the two stand in the block (the old ``cors: true,`` five keys
below the new one wins at run time), unless the original block already set that key twice.

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source(".card {\\n  color: red;\\n  margin: 0;\\n  padding: 0;\\n}\\n", "css")
    >>> snippet = Snippet(".card {\\n  /* ... */\\n  padding: 0;\\n  color: blue;\\n}\\n", "css")
    >>> pieces = (Piece(WRITE, (0, 1), (0, 1), (Written(".card {", 0, 0),)), Piece(KEEP, (1, 2), (1, 3), marker=1),
    ...           Piece(WRITE, (2, 5), (3, 5), (Written("  padding: 0;", 2, 3), Written("  color: blue;", 3, None),
    ...                                         Written("}", 4, 4))))
    >>> set_twice(source, snippet, Certificate(pieces), None, None)
    ["original line 2 ('color: red;') is kept in the block where the new 'color: blue;' (snippet line 4) sets the same key: its old version?"]
"""

from __future__ import annotations

import re

from .certificate import KEEP, Certificate
from .keys import DATA
from .lines import identity, is_comment, line_key, width

__all__ = ["set_twice"]


def set_twice(source, snippet, certificate: Certificate, result, verdict) -> list[str]:
    """See the module docstring."""
    rows = [(source.lines[i], i, None) if piece.kind == KEEP else i
            for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else piece.lines)]
    rows = [row if isinstance(row, tuple) else (row.text, row.original, row.snippet) for row in rows]
    out: list[str] = []
    for at, (text, original, line) in enumerate(rows):
        if original is not None or line is None or (name := _key(text, source.language)) is None:
            continue
        for step in (-1, 1):
            old = _same_block(rows, at, step, name, source.language)
            if old is not None and _count(source.lines, old, name, source.language) == 1:
                out.append(f"original line {old + 1} ({source.lines[old].strip()!r}) is kept in the block where the "
                           f"new {text.strip()!r} (snippet line {line + 1}) sets the same key: its old version?")
                break
    return out


def _key(text: str, language: str | None) -> str | None:
    """The key a line sets, where it is a key of a block of keys: ``cors :`` (an object's, a style rule's, a
    mapping's), ``max_age =`` (a keyword argument, a data file's key), ``ENV PORT``, a Go struct's field, a SQL
    table's column; None for other lines (``x =
    1`` in code may be set again further down; ``ENV PATH=/x:$PATH`` extends itself)."""
    if is_comment(text):
        return None
    if (field := _FIELD.get(language or "")) is not None and (match := field.fullmatch(text)) is not None and \
            match[1].upper() not in _NOT_FIELDS:
        return f"field {match[1].strip(chr(34)).lower()}"  # (a Go struct's field, a SQL table's column)
    if (name := identity(text)) is None:
        return None
    stripped = text.strip()
    if name.endswith(" :") and not stripped.startswith("- ") and not name.startswith(("default", "https", "http")):
        return name
    if name.endswith(" =") and (language in DATA or stripped.endswith(",")):
        return name
    if name.startswith(("ENV ", "ARG ")) and "$" + name.split()[1] not in stripped and \
            "${" + name.split()[1] not in stripped:
        return name
    return None


_FIELD = {"go": re.compile(r"\s+([A-Za-z_]\w*)\s+[*\[\]\w.]+(?:\s+`[^`]*`)?\s*(?://.*)?"),
          "": re.compile(r"\s+(\"?[A-Za-z_]\w*\"?)\s+(?i:(?:big|small|tiny)?(?:int|serial)|integer|text|n?varchar|char|"
                         r"boolean|bool|date|time|timestamptz|timestamp|numeric|decimal|real|float|double|uuid|jsonb?|"
                         r"bytea|blob|interval|money|citext)(?:\s*\([\d\s,]*\))?(?:\s+[^,]*)?,?\s*(?:--.*)?")}
# (a SQL column: SQL is read by its lines alone, language None)
_NOT_FIELDS = frozenset("RETURN GO DEFER VAR CONST TYPE CASE FUNC IF FOR SWITCH SELECT ELSE BREAK CONTINUE GOTO PACKAGE "
                        "IMPORT CONSTRAINT PRIMARY FOREIGN UNIQUE CHECK INDEX KEY FROM WHERE AND OR NOT JOIN LEFT RIGHT "
                        "INNER OUTER FULL CROSS ON GROUP ORDER HAVING LIMIT OFFSET UNION VALUES SET INSERT UPDATE "
                        "DELETE CREATE ALTER DROP WITH WHEN THEN END AS BEGIN COMMIT GRANT REVOKE RETURNS LANGUAGE "
                        "EXCLUDE PERIOD LIKE".split())  # (statement words, not a field's name)


def _same_block(rows, at: int, step: int, name: str, language: str | None) -> int | None:
    """The original line, kept or restated, in the block of ``rows[at]`` (as deep, no line less deep or one that
    opens a block at its depth between) that sets ``name``; None where none does."""
    depth, k = width(rows[at][0]), at + step
    while 0 <= k < len(rows):
        text, original, _ = rows[k]
        if text.strip() and not is_comment(text):
            if width(text) < depth or width(text) == depth and _opens(text):
                return None
            if width(text) == depth and original is not None and _key(text, language) == name:
                return original
        k += step
    return None


def _opens(text: str) -> bool:
    """A line that opens a block or a section at its depth (``[tool.x]``, ``FROM ... AS build``, ``- name: x``)."""
    key = line_key(text)
    return key.startswith(("[", "- ", "FROM ")) or key.endswith(("{", ":")) and identity(text) is None


def _count(lines: list[str], at: int, name: str, language: str | None) -> int:
    """How many lines of the original block of line ``at`` set ``name``."""
    depth, count = width(lines[at]), 1
    for step in (-1, 1):
        k = at + step
        while 0 <= k < len(lines):
            text = lines[k]
            if text.strip() and not is_comment(text):
                if width(text) < depth or width(text) == depth and _opens(text):
                    break
                count += width(text) == depth and _key(text, language) == name
            k += step
    return count
