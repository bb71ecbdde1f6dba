"""Helpers for locating things in Python source with ``ast`` and ``tokenize`` (used by ``pyedits``)."""

from __future__ import annotations

import ast
import io
import tokenize

from fastapply.data.snippet import lines_of

FunctionNode = (ast.FunctionDef, ast.AsyncFunctionDef)


def find_functions(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, FunctionNode)]


def names_in(source: str) -> set[str]:
    return {tok.string for tok in source_tokens(source) if tok.type == tokenize.NAME}


def source_tokens(source: str) -> list[tokenize.TokenInfo]:
    return list(tokenize.generate_tokens(io.StringIO(source).readline))


def indent_of(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def statement_start(node: ast.stmt) -> int:
    """First line (1-based) of a statement, decorators included."""
    return min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])


def start_with_comments(rows: list[str], start: int) -> int:
    """0-based first line of the block starting at ``rows[start]``, comment lines just above it
    (at its indentation) included."""
    indent = indent_of(rows[start])
    while start and rows[start - 1].strip().startswith("#") and indent_of(rows[start - 1]) == indent:
        start -= 1
    return start


def replace_names(source: str, old: str, new: str, func: ast.FunctionDef | None = None) -> str:
    """Rename every NAME token ``old`` (strings and comments untouched). With ``func``, rename
    the local of that function only: inside it, not after a dot (``obj.old``) and not as a
    keyword argument of a call (``g(old=1)``; its own ``def f(old=1)`` header is renamed)."""
    rows = lines_of(source)
    tokens = source_tokens(source)
    hits, depth = [], 0
    for k, tok in enumerate(tokens):
        depth += (tok.string in ("(", "[", "{")) - (tok.string in (")", "]", "}")) if tok.type == tokenize.OP else 0
        if tok.type != tokenize.NAME or tok.string != old:
            continue
        if func is not None:
            row = tok.start[0]
            after = tokens[k + 1].string if k + 1 < len(tokens) else ""
            in_header = func.lineno <= row < func.body[0].lineno
            if not statement_start(func) <= row <= func.end_lineno or (k and tokens[k - 1].string == "."):
                continue
            if depth and after == "=" and not in_header:
                continue
        hits.append(tok.start)
    for row, col in reversed(hits):
        line = rows[row - 1]
        rows[row - 1] = line[:col] + new + line[col + len(old):]
    return "".join(rows)


def is_fresh(name: str, taken: set[str]) -> bool:
    return name not in taken and name.isidentifier()


def owns_lines(rows: list[str], stmt: ast.stmt) -> bool:
    """Whether ``stmt`` alone fills its lines (no ``a = 1; b = 2``, no trailing code)."""
    head = rows[statement_start(stmt) - 1].encode()[: stmt.col_offset if not getattr(stmt, "decorator_list", None) else 0]
    tail = rows[stmt.end_lineno - 1].encode()[stmt.end_col_offset:].decode(errors="ignore").strip()
    return not head.strip() and (not tail or tail.startswith("#"))
