"""The certifier's rule on sections (*pinned*, :mod:`fastapply.apply.merge.certify` runs it): in a file of tables or
sections (TOML, INI, Markdown), a new line of a chunk that restates no line (nothing else places it) stands, in the
result, under the table header or heading the snippet puts it under (the nearest one above it in the snippet, with
no marker between them but one right under the header: a marker after some of a table's lines may stand for the next
tables too), where the snippet shows one: ``anyhow = "1"`` added after ``[dependencies]`` / ``# ... existing
dependencies ...`` is no key of ``[profile.release]`` at the file's end.

    >>> from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> source = Source("[deps]\\nserde = 1\\n\\n[profile]\\nlto = true\\n", "toml")
    >>> snippet = Snippet("[deps]\\n# ... existing deps ...\\nanyhow = 1\\n", "toml")
    >>> pieces = (Piece(WRITE, (0, 1), (0, 1), (Written("[deps]", 0, 0),)), Piece(KEEP, (1, 2), (1, 5), marker=1),
    ...           Piece(WRITE, (2, 3), (5, 5), (Written("anyhow = 1", 2, None),)))
    >>> under_header(source, snippet, Certificate(pieces), None, None)
    ["the new 'anyhow = 1' (snippet line 3) is written under '[profile]', where the snippet has it under '[deps]'"]

And the rule *syntax* for data files: a TOML or JSON
result is read by the standard library's own parser where the original is, so that what tree-sitter takes, a
key given twice in one table, a trailing comma in JSON, is an error too (a table's ``identifier = "about"``
written into the table above, which sets ``identifier`` already).

    >>> loads_error("toml", 'a = 1\\na = 2\\n'), loads_error("toml", 'a = 1\\n'), loads_error("json", '{"a": 1,}')[:15]
    ('Cannot overwrite a value (at line 2, column 6)', None, 'Expecting prope')
"""

from __future__ import annotations

import json
import re

try:  # (Python 3.11 and later)
    import tomllib
except ImportError:  # pragma: no cover - Python 3.10: TOML is read by tree-sitter alone
    tomllib = None

from .certificate import KEEP, Certificate, write_pieces
from .lines import is_comment, join_lines

__all__ = ["data_parses", "loads_error", "table_rewritten", "under_header"]

_TABLE = re.compile(r"\s*\[\[?[^\[\],]+\]\]?\s*(?:[#;].*)?")  # ``[dependencies]``, ``[[bin]]``, ``[flake8]``
_HEADING = re.compile(r"#{1,6}\s+\S.*")
_LINK = re.compile(r"\s*\[[^\]]+\]:\s")  # a Markdown link reference definition: of no section


def under_header(source, snippet, certificate: Certificate, result, verdict) -> list[str]:
    """See the module docstring."""
    header = _header_of(source.language)
    if header is None:
        return []
    above, current, shown = [], None, False  # per snippet line, the header it stands under, where the snippet
    markers = {m.line for m in snippet.markers}  # says so: no marker between them but one right under the header
    for k, line in enumerate(snippet.lines):
        if header(line):
            current, shown = line.strip(), False
        elif k in markers and shown:
            current = None  # (a marker after some of the table's lines may stand for the next tables too)
        elif line.strip() and k not in markers:
            shown = True
        above.append(current)
    current, out = None, []
    for piece in certificate.pieces:
        anchored = piece.kind != KEEP and any(w.original is not None for w in piece.lines)  # (its anchors place it)
        for text, original, line in ((source.lines[i], i, None) for i in piece.kept()) if piece.kind == KEEP else \
                ((w.text, w.original, w.snippet) for w in piece.lines):
            if header(text):
                current = text.strip()
            elif not anchored and original is None and line is not None and text.strip() and \
                    not is_comment(text) and above[line] not in (None, current) and not _LINK.match(text):
                out.append(f"the new {text.strip()[:60]!r} (snippet line {line + 1}) is written under {current!r}, "
                           f"where the snippet has it under {above[line]!r}")
    return out


_ARRAY = re.compile(r"\[\[[^\[\]]+\]\]")  # an array of tables' header: ``[[bin]]``, one element each


def table_rewritten(source, snippet, certificate: Certificate, result=None, verdict=None) -> list[str]:
    """Refused (*beside*): a chunk that restates an array of tables' header (``[[bin]]``, the file has it more
    than once) and writes every key of that table new: one more table, or this one rewritten? A new ``[[bin]]``
    after the last one is no rename of it.

    >>> from fastapply.apply.merge.readings import decide
    >>> from fastapply.apply.merge.snippet import Snippet
    >>> from fastapply.apply.merge.source import Source
    >>> bins = '[[bin]]\\nname = "a"\\npath = "a.rs"\\n\\n[[bin]]\\nname = "b"\\npath = "b.rs"\\n\\n'
    >>> source = Source("[package]\\nname = 'p'\\n\\n" + bins + "[dependencies]\\nanyhow = '1'\\n", "toml")
    >>> snippet = Snippet('# ...\\n\\n[[bin]]\\nname = "c"\\npath = "c.rs"\\n\\n[dependencies]\\n# ...\\n', "toml")
    >>> decide(source, snippet).verdict.refusals[0][:60]
    'beside: the chunk restates the table header at original line'
    """
    out = []
    for piece in write_pieces(certificate):
        gone, lines = set(piece.deleted()), [w for w in piece.lines if w.snippet is not None]
        for w in lines[:-1]:  # (a header that ends the chunk writes no keys under it)
            a = w.original
            if a is None or not _ARRAY.fullmatch(source.keys[a]) or len(source.keys.positions[source.keys[a]]) < 2:
                continue
            end = next((i for i in range(a + 1, len(source.lines)) if _TABLE.fullmatch(source.lines[i])),
                       len(source.lines))
            keys = [i for i in range(a + 1, end) if source.keys[i] and not is_comment(source.lines[i])]
            if keys and gone.issuperset(keys):
                out.append(f"the chunk restates the table header at original line {a + 1} ({source.keys[a]!r}) and "
                           "writes every key of that table new: one more table, or this one rewritten?")
    return out


def _header_of(language: str | None):
    """How a file of ``language`` marks its sections: a TOML or INI table header, a Markdown heading; None for
    other files."""
    if language in ("toml", None):
        return lambda line: _TABLE.fullmatch(line) is not None and not is_comment(line)
    if language == "markdown":
        return lambda line: _HEADING.fullmatch(line) is not None
    return None


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
