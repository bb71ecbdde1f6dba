"""The certifier's rule *syntax* for data files (:mod:`fastapply.apply.merge.certify` runs it): a TOML or JSON
result is read by the standard library's own parser where the original is, so that what tree-sitter takes, a
key given twice in one table, a trailing comma in JSON, is an error too (a table's ``identifier = "about"``
written into the table above, which sets ``identifier`` already).

    >>> loads_error("toml", 'a = 1\\na = 2\\n'), loads_error("toml", 'a = 1\\n'), loads_error("json", '{"a": 1,}')[:15]
    ('Cannot overwrite a value (at line 2, column 6)', None, 'Expecting prope')
"""

from __future__ import annotations

import json

try:  # (Python 3.11 and later)
    import tomllib
except ImportError:  # pragma: no cover - Python 3.10: TOML is read by tree-sitter alone
    tomllib = None

from .lines import join_lines

__all__ = ["data_parses", "loads_error"]


def data_parses(source, snippet, certificate, result, verdict) -> list[str]:
    """A TOML or JSON result parses where the original does."""
    if source.language not in ("toml", "json"):
        return []
    error = loads_error(source.language, join_lines(result, "\n", True))
    if error is None or loads_error(source.language, source.text) is not None:
        return []
    return [f"the result is no valid {source.language.upper()} where the original is: {error}"]


def loads_error(language: str, text: str) -> str | None:
    """The parser's message where ``text`` is no valid ``language`` (toml, json), else None."""
    try:
        if language == "toml" and tomllib is not None:
            tomllib.loads(text)
        elif language == "json":
            json.loads(text)
    except ValueError as error:  # (tomllib.TOMLDecodeError and json.JSONDecodeError are ValueErrors)
        return str(error)
    return None
