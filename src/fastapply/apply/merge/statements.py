"""SQL statements as declarations of a file no grammar reads: each ``CREATE ... name`` statement at the left
margin, from the comment lines right above it to the line that ends it (``;`` at a line's end, outside a
``$$`` body), named by the name it creates. A deletion marker names them (``-- (removed v_legacy_totals)``).

    >>> [(d.kind, d.name, d.start, d.end) for d in sql_statements([
    ...     "-- Totals per order.", "CREATE OR REPLACE VIEW app.v_totals AS", "SELECT 1;", "",
    ...     "CREATE FUNCTION f() RETURNS int AS $$", "  SELECT 1;", "$$ LANGUAGE sql;"])]
    [('type', 'app.v_totals', 0, 3), ('fn', 'f', 4, 7)]
"""

from __future__ import annotations

import re

from .decls import Decl

__all__ = ["sql_statements"]

_CREATE = re.compile(r"CREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:TEMP|TEMPORARY|UNLOGGED|MATERIALIZED|UNIQUE)\s+)*"
                     r"(?P<kind>TABLE|VIEW|FUNCTION|PROCEDURE|INDEX|TRIGGER|TYPE|SEQUENCE|DOMAIN)\s+"
                     r"(?:(?:CONCURRENTLY|IF\s+NOT\s+EXISTS)\s+)*(?P<name>[\w.\"]+)", re.IGNORECASE)


def sql_statements(lines: list[str]) -> list[Decl]:
    """The ``CREATE`` statements of ``lines`` (see the module docstring); none past one left unended."""
    out: list[Decl] = []
    i = 0
    while i < len(lines):
        match = _CREATE.match(lines[i])
        if match is None:
            i += 1
            continue
        end, body = i, False
        while end < len(lines):
            body ^= lines[end].count("$$") % 2 == 1
            if not body and lines[end].rstrip().endswith(";"):
                break
            end += 1
        if end == len(lines):
            break
        start = i
        while start > 0 and lines[start - 1].startswith("--") and (not out or out[-1].end < start):
            start -= 1
        kind = "fn" if match["kind"].upper() in ("FUNCTION", "PROCEDURE") else "type"
        out.append(Decl(kind, match["name"].replace('"', ""), start, end + 1))
        i = end + 1
    return out
