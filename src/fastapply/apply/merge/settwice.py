"""No key set twice in one block (the certifier's rule *beside*, :mod:`fastapply.apply.merge.certify` runs it): a
new line that sets a key (``cors: false,``, ``color: #111827;``, ``LogLevel: "debug",``, ``max_age=30,``, a
Dockerfile's ``ENV PORT=8080``) in a block where the result keeps an original line that sets the same key is an
edit whose old version was kept, however far apart the two stand in the block (the old ``cors: true,`` five keys
below the new one wins at run time), unless the original block already set that key twice, or the snippet itself
restates the old line (it shows both: a CSS fallback, ``height: 100vh;`` / ``height: 100dvh;``).

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source(".card {\\n  color: red;\\n  margin: 0;\\n  padding: 0;\\n}\\n", "css")
    >>> snippet = Snippet(".card {\\n  /* ... */\\n  padding: 0;\\n  color: blue;\\n}\\n", "css")
    >>> pieces = (Piece(WRITE, (0, 1), (0, 1), (Written(".card {", 0, 0),)), Piece(KEEP, (1, 2), (1, 3), marker=1),
    ...           Piece(WRITE, (2, 5), (3, 5), (Written("  padding: 0;", 2, 3), Written("  color: blue;", 3, None),
    ...                                         Written("}", 4, 4))))
    >>> set_twice(source, snippet, Certificate(pieces), None, None)[0][:60]
    "original line 2 ('color: red;') is kept in the block where t"
"""

from __future__ import annotations

import re
from collections import Counter

from .certificate import KEEP, Certificate
from .keys import DATA
from .lines import identity, is_comment, line_key, width

__all__ = ["set_twice"]


def set_twice(source, snippet, certificate: Certificate, result, verdict) -> list[str]:
    """See the module docstring. Each line's block (its run of lines as deep, up to a line less deep or one that
    opens a block at that depth) is found once, in one pass (``_blocks``): linear in the file."""
    rows = [(source.lines[i], i) if piece.kind == KEEP else (i.text, i.original, i.snippet)
            for piece in certificate.pieces for i in (piece.kept() if piece.kind == KEEP else piece.lines)]
    if not any(len(row) == 3 and row[1] is None and row[2] is not None and _key(row[0], source.language)
               for row in rows):
        return []  # (no new line sets a key: a whole file restated costs one pass)
    keys = [_key(row[0], source.language) for row in rows]
    blocks = _blocks([row[0] for row in rows])
    olds: dict[tuple[int, str], int] = {}
    for row, key, block in zip(rows, keys, blocks):
        if key is not None and block is not None and len(row) == 2:  # (kept by a marker: one the snippet restates
            olds.setdefault((block, key), row[1])  # beside the new line is shown kept, a CSS fallback)
    if not olds:
        return []
    own = _blocks(source.lines)
    counts = Counter((own[i], key) for i, line in enumerate(source.lines)
                     if own[i] is not None and (key := _key(line, source.language)) is not None)
    plain = {}  # per original block: whether it holds plain assignments only
    for i, line in enumerate(source.lines):
        if own[i] is not None:
            plain[own[i]] = plain.get(own[i], True) and _ASSIGNED.fullmatch(line) is not None
    out: list[str] = []
    for row, key, block in zip(rows, keys, blocks):
        if row[1] is not None or len(row) == 2 or row[2] is None or key is None or block is None:
            continue
        old = olds.get((block, key))
        if old is not None and counts[own[old], key] == 1 and (not key.startswith("assigned ") or plain[own[old]]):
            out.append(f"original line {old + 1} ({source.lines[old].strip()!r}) is kept in the block where the new "
                       f"{row[0].strip()!r} (snippet line {row[2] + 1}) sets the same key: its old version?")
    return out


def _key(text: str, language: str | None) -> str | None:
    """The key a line sets, where it is a key of a block of keys: ``cors :`` (an object's, a style rule's, a
    mapping's), ``max_age =`` (a keyword argument, a data file's key, HCL's), ``'secure' =>`` (a PHP array's, a
    Ruby hash's), ``ENV PORT``, a Go struct's field, a SQL table's column, an nginx directive (one that may be
    given once: not ``add_header``, ``listen``); None for other lines (``x =
    1`` in code may be set again further down; ``ENV PATH=/x:$PATH`` extends itself)."""
    if is_comment(text):
        return None
    if (field := _FIELD.get(language or "")) is not None and (match := field.fullmatch(text)) is not None and \
            match[1].upper() not in _NOT_FIELDS:
        return f"field {match[1].strip(chr(34)).lower()}"  # (a Go struct's field, a SQL table's column)
    stripped = text.strip()
    if (designated := _DESIGNATED.fullmatch(stripped)) is not None:  # (C's ``.max_clients = 256,``)
        return f".{designated[1]} ="
    if (rocket := _ROCKET.match(stripped)) is not None:  # (a PHP array's, a Ruby hash's ``:key => value,``)
        return f"{rocket[1].strip(':')} =>"
    if language is None and (directive := _DIRECTIVE.fullmatch(text)) is not None and \
            directive[1].upper() not in _NOT_FIELDS:
        return f"directive {directive[1]}"  # (an nginx block's ``proxy_read_timeout 60s;``)
    if (name := identity(text)) is None:
        return None
    if name.endswith(" :") and not stripped.startswith("- ") and not name.startswith(("default", "https", "http")):
        return name
    if name.endswith(" =") and (language in DATA or stripped.endswith(",") or language is None and
                                not stripped.endswith(";")):  # (HCL's, an INI file's ``timeout = 30``)
        return name
    if name.endswith(" =") and width(text) and _ASSIGNED.fullmatch(text):
        return f"assigned {name}"  # (in code, in a block: a key only among plain assignments, HCL read as Ruby)
    if name.startswith(("ENV ", "ARG ")) and "$" + name.split()[1] not in stripped and \
            "${" + name.split()[1] not in stripped:
        return name
    return None


_FIELD = {"go": re.compile(r"\s+([A-Za-z_]\w*)\s+[*\[\]\w.]+(?:\s+`[^`]*`)?\s*(?://.*)?"),
          "": re.compile(r"\s+(\"?[A-Za-z_]\w*\"?)\s+(?i:(?:big|small|tiny)?(?:int|serial)|integer|text|n?varchar|char|"
                         r"boolean|bool|date|time|timestamptz|timestamp|numeric|decimal|real|float|double|uuid|jsonb?|"
                         r"bytea|blob|interval|money|citext)(?:\s*\([\d\s,]*\))?(?:\s+[^,]*)?,?\s*(?:--.*)?")}
# (a SQL column: SQL is read by its lines alone, language None)
_DESIGNATED = re.compile(r"\.([A-Za-z_]\w*)\s*=[^=].*,\s*(?://.*|/\*.*)?")
_ROCKET = re.compile(r"""(:\w+|'[^']+'|"[^"]+")\s*=>\s*\S.*,\s*(?:(?://|#).*)?""")
_DIRECTIVE = re.compile(r"\s+([a-z_]+)\s+[^;{}=]+;\s*(?:#.*)?")
_NOT_FIELDS = frozenset("RETURN GO DEFER VAR CONST TYPE CASE FUNC IF FOR SWITCH SELECT ELSE BREAK CONTINUE GOTO "
                        "PACKAGE IMPORT CONSTRAINT PRIMARY FOREIGN UNIQUE CHECK INDEX KEY FROM WHERE AND OR NOT JOIN "
                        "LEFT RIGHT INNER OUTER FULL CROSS ON GROUP ORDER HAVING LIMIT OFFSET UNION VALUES SET INSERT "
                        "UPDATE DELETE CREATE ALTER DROP WITH WHEN THEN END AS BEGIN COMMIT GRANT REVOKE RETURNS "
                        "LANGUAGE EXCLUDE PERIOD LIKE PERFORM RAISE EXECUTE CALL FETCH OPEN CLOSE LOOP EXIT INCLUDE "
                        "ERROR_PAGE ADD_HEADER PROXY_SET_HEADER SET_REAL_IP_FROM LISTEN SERVER_NAME ALLOW DENY USE "
                        "LOAD_MODULE REWRITE".split())  # (statement words, not a field's name)


def _blocks(texts: list[str]) -> list[int | None]:
    """Per line, its block: a number shared by the lines of code as deep as it with no line less deep, and none
    that opens a block at that depth, between them (None for blank lines, comments and openers)."""
    out: list[int | None] = [None] * len(texts)
    open_at: dict[int, int] = {}  # depth -> the block running at it
    for k, text in enumerate(texts):
        if not text.strip() or is_comment(text):
            continue
        depth = width(text)
        for deeper in [d for d in open_at if d > depth]:
            del open_at[deeper]
        if _opens(text):
            open_at.pop(depth, None)
            continue
        out[k] = open_at.setdefault(depth, k)
    return out


def _opens(text: str) -> bool:
    """A line that opens a block or a section at its depth (``[tool.x]``, ``FROM ... AS build``, ``- name: x``)."""
    key = line_key(text)
    return key.startswith(("[", "- ", "FROM ")) or key.endswith(("{", ":")) and identity(text) is None


_ASSIGNED = re.compile(r"""\s*([A-Za-z_][\w.]*)\s*=(?!=)(?:(?!(?<![.\w"'$-])\1\b).)*""")  # (``timeout = 30``, not ``n = n + 1``)
