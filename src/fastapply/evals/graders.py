"""Graders for an applied file against the expected one: exact, whitespace-normalized, Python AST."""

from __future__ import annotations

import ast
import re
import warnings

GRADES = ("exact", "normalized", "ast")


def exact(output: str, expected: str) -> bool:
    return output == expected


def normalize_whitespace(text: str) -> str:
    """Line endings to LF, trailing spaces dropped, runs of blank lines and edges collapsed.

    >>> normalize_whitespace("a  \\r\\n\\n\\n  b\\n")
    'a\\n\\n  b'
    """
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")


def normalized(output: str, expected: str) -> bool:
    return normalize_whitespace(output) == normalize_whitespace(expected)


def _parse(text: str) -> ast.AST | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(text)
    except (SyntaxError, ValueError):
        return None


def same_ast(output: str, expected: str) -> bool | None:
    """Python AST equality; None when the expected file does not parse (not gradable this way)."""
    wanted = _parse(expected)
    if wanted is None:
        return None
    got = _parse(output)
    return got is not None and ast.dump(got) == ast.dump(wanted)


def grade(output: str | None, expected: str, language: str | None) -> dict[str, bool | None]:
    if output is None:
        return {"exact": False, "normalized": False, "ast": False if language == "python" else None}
    return {
        "exact": exact(output, expected),
        "normalized": normalized(output, expected),
        "ast": same_ast(output, expected) if language == "python" else None,
    }
