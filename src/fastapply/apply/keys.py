"""Declarations of data and config files (JSON, YAML, TOML): keys by identity, within their enclosing keys.

A JSON object member, a YAML mapping key and a TOML key are declarations of kind ``key`` named by the key; a TOML
table (``[tool.ruff]``, ``[[bin]]``) is one of kind ``table``. The members of a nested object or mapping are its
children, so a snippet's ``"zod"`` under a restated ``"dependencies"`` is matched inside ``dependencies`` only.
A YAML document between ``---`` lines is one of kind ``doc``, named by its ``kind`` and ``metadata.name``
(``Deployment/web``), and a YAML list item of several lines that names itself one of kind ``item`` (``name:
Login``, ``uses: docker/login-action`` without its version); other list items are lines, merged line by line
inside the key that holds them. Worked example::

    >>> text = '{\\n  "name": "app",\\n  "dependencies": {\\n    "react": "^18.2.0"\\n  }\\n}\\n'
    >>> [(d.kind, d.name, d.start, d.end, [c.name for c in d.children]) for d in key_declarations(text, "json")]
    [('key', 'name', 1, 2, []), ('key', 'dependencies', 2, 5, ['react'])]

JSON's commas are separators, not content: its lines are merged without them, and they are set again after
(:mod:`fastapply.apply.commas`).
"""

from __future__ import annotations

import json
import tomllib

from tree_sitter import Node

from fastapply.apply.commas import commas
from fastapply.apply.decls import Decl, end_row, shifted, walk, whole_lines
from fastapply.apply.linemerge import MergeResult
from fastapply.apply.markers import PROSE_MARKER, is_marker_line, is_prose_marker, width
from fastapply.apply.names import text_of
from fastapply.apply.spans import Merged, merge_scope
from fastapply.apply.syntax import errors, parse

__all__ = ["DATA", "broken", "disputed", "key_declarations", "merge_keys", "open_objects", "prose_markers",
           "punctuated", "with_commas"]

DATA = frozenset({"json", "yaml", "toml"})  # languages whose declarations are keys
_PAIRS = {"pair", "block_mapping_pair"}
_TABLES = {"table", "table_array_element"}
_SCOPES = {"document", "stream", "object", "block_node", "block_mapping"}  # walked into for their members
_KEYS = {"bare_key", "dotted_key", "quoted_key"}
_COMMENT = {"json": "// ... existing code ...", "yaml": "# ... existing code ...", "toml": "# ... existing code ..."}


def key_declarations(text: str, language: str, tree=None) -> list[Decl]:
    """The keys (and TOML tables) of ``text``, nested ones as children (see the module docstring)."""
    lines = text.split("\n")
    first = next((x.lstrip() for x in lines if x.strip() and not is_marker_line(x)), "{")
    if language == "json" and first[0] not in "{[":  # members without their object (a snippet): parsed inside one
        wrapped = "{\n" + text + "\n}"
        return shifted(_members(parse(wrapped, language).root_node, wrapped.split("\n")), -1)
    tree = tree if tree is not None else parse(text, language)
    return _members(tree.root_node, lines)


def _members(node: Node, lines: list[str]) -> list[Decl]:
    found: list[Decl] = []
    documents = node.type == "stream" and sum(c.type == "document" for c in node.named_children) > 1
    for child in node.named_children:
        if documents and child.type == "document":  # YAML documents between `---` lines: declarations too
            if child.named_child_count:  # from its first line after `---` (a line between documents, as `}`)
                start = child.named_children[0].start_point.row
                found.append(Decl("doc", _document_name(child), start, max(start + 1, end_row(child, lines)),
                                  _members(child, lines), child.has_error))
        elif child.type in _PAIRS | _TABLES | {"block_sequence_item"}:
            decl = _item(child, lines) if child.type == "block_sequence_item" else _key(child, lines)
            if decl is None:
                continue
            while decl.start > 0 and _comment(lines[decl.start - 1]) and (not found or found[-1].end < decl.start):
                decl.start -= 1  # its comment lines right above it
            _extend_over_comments(decl, lines)
            found.append(decl)
        elif child.type in _SCOPES | {"block_sequence"}:
            found += _members(child, lines)
    return found


def _item(node: Node, lines: list[str]) -> Decl | None:
    """A YAML list item of several lines that names itself (``- name: Login``, a workflow step's ``- uses:
    docker/login-action@v3`` without its version); other items are a list's lines (a one-line item edited is
    an edit of a like line)."""
    row, col = node.start_point.row, node.start_point.column
    if lines[row][:col].strip() or end_row(node, lines) - row < 2:
        return None
    values = dict(_scalars(node, (), 1))
    name = f"name: {values[('name',)]}" if ("name",) in values else \
        f"uses: {values[('uses',)].split('@')[0]}" if ("uses",) in values else ""
    if not name:
        return None
    return Decl("item", name, row, end_row(node, lines), _members(node, lines), node.has_error)


def _comment(line: str) -> bool:
    """A comment line of a config file that is not a marker (YAML's ``---`` is none)."""
    return line.lstrip().startswith(("#", "//")) and not is_marker_line(line)


def _document_name(node: Node) -> str:
    """A YAML document's name: ``Deployment/web`` for a manifest of that kind and ``metadata.name``, else ""."""
    values = {}
    for path, value in _scalars(node, (), 2):
        values[path] = value
    kind, name = values.get(("kind",), ""), values.get(("metadata", "name"), "")
    return f"{kind}/{name}" if kind or name else ""


def _scalars(node: Node, path: tuple[str, ...], depth: int):
    """(key path, scalar text) of the mapping pairs of ``node``, ``depth`` levels down."""
    for child in node.named_children:
        if child.type in _PAIRS:
            key = text_of(child.child_by_field_name("key")).strip("\"'")
            value = child.child_by_field_name("value")
            if value is not None and value.type == "flow_node":
                yield (*path, key), text_of(value).strip("\"'")
            elif value is not None and depth > 1:
                yield from _scalars(value, (*path, key), depth - 1)
        elif child.type in _SCOPES | {"document", "block_sequence_item"}:
            yield from _scalars(child, path, depth)


def _key(node: Node, lines: list[str]) -> Decl | None:
    if node.type not in _TABLES and not whole_lines(node, lines):  # a table runs to the next one's header line
        return None
    start, end = node.start_point.row, end_row(node, lines)  # a marker no deeper than its key is its scope's,
    if node.type in _TABLES:  # but a TOML table's, flat, are its own unless a blank line parts them from it;
        end = node.end_point.row + (node.end_point.column > 0)  # its blank and comment lines at the end, up to
        while end > start + 1 and (not lines[end - 1].strip() or _comment(lines[end - 1]) or  # the next header,
                                   is_marker_line(lines[end - 1]) and not lines[end - 2].strip()):  # the next one's
            end -= 1
    if node.type in _TABLES:
        key = next((c for c in node.named_children if c.type in _KEYS), None)
        name = "".join(text_of(key).split())
        name = f"[[{name}]]" if node.type == "table_array_element" else name
        return Decl("table", name, start, end, _members(node, lines), node.has_error)
    key = node.child_by_field_name("key") or (node.named_children[0] if node.named_children else None)
    value = node.child_by_field_name("value") or (node.named_children[-1] if node.named_child_count > 1 else None)
    children = _members(value, lines) if value is not None and value.type in _SCOPES else []
    return Decl("key", text_of(key).strip().strip("\"'"), start, end, children, node.has_error)


def _extend_over_comments(decl: Decl, lines: list[str]) -> None:
    """Comment lines right below a key, deeper than it, are its value's: a marker there (``db:`` then
    ``# ... existing code ...``) stands for the rest of it."""
    depth, at = width(lines[decl.start]), decl.end
    while at < len(lines) and (not lines[at].strip() or width(lines[at]) > depth and
                               lines[at].lstrip().startswith(("#", "//"))):
        at += 1
        if lines[at - 1].strip():
            decl.end = at


def prose_markers(update: str, language: str | None) -> str:
    """``update`` with its prose markers (``...``, ``... (rest unchanged) ...``) written as marker comments of
    ``language`` (JSON's ``//``, YAML's and TOML's ``#``; a Markdown comment elsewhere)."""
    marker = _COMMENT.get(language or "", PROSE_MARKER)
    return "\n".join(_indent(line) + marker if is_prose_marker(line) else line for line in update.split("\n"))


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def merge_keys(lines: list[str], decls: list[Decl], slines: list[str], sdecls: list[Decl], choices) -> Merged | None:
    """A JSON snippet's members merged among the original's inside the root object both open and close: its
    braces are the file's frame, not neighbours that delete what they do not show (``"dependencies": {...}`` then
    the root's ``}`` keeps the members after ``dependencies``). None for other files and snippets."""
    span, sspan = _braced(lines), _braced(slines)
    if span is None or sspan is None:
        return None
    inner = merge_scope(lines, span, decls, slines, sspan, sdecls, "inner", choices)
    if inner.lines is not None:
        inner.lines = lines[: span[0]] + inner.lines + lines[span[1] :]
    return inner


def _braced(lines: list[str]) -> tuple[int, int] | None:
    """The lines inside the root object: after its first line ``{``, before its last ``}`` (None if not so)."""
    code = [i for i, x in enumerate(lines) if x.strip() and not is_marker_line(x)]
    if len(code) < 2 or lines[code[0]].strip() != "{" or lines[code[-1]].strip() != "}":
        return None
    return code[0] + 1, code[-1]


def with_commas(result: MergeResult, trailing: bool) -> MergeResult:
    """A result merged without JSON's commas (:func:`fastapply.apply.commas.without_commas`), with them set."""
    if result.text is None:
        return result
    return MergeResult("\n".join(commas(result.text.split("\n"), trailing)), result.confidence, result.reasons)


def punctuated(result: MergeResult, original: str) -> MergeResult:
    """A merged JSON text whose original writes commas by no one rule, with commas between members where that
    mends syntax errors the original has not; as it is otherwise."""
    if result.text is None:
        return result
    count = errors(parse(result.text, "json", as_written=True), "json")
    if count <= errors(parse(original, "json", as_written=True), "json"):
        return result
    text = "\n".join(commas(result.text.split("\n"), False))
    if errors(parse(text, "json", as_written=True), "json") >= count:
        return result
    return MergeResult(text, result.confidence, (*result.reasons, "commas set between JSON members"))


def open_objects(update: str, original: str) -> str:
    """A JSON snippet with a marker before the closing ``}`` of each object whose members it shows with a marker
    among them and whose last shown member has the key of an original member that another follows: such an
    object is an excerpt, and its ``}`` closes it, it deletes nothing after that member. (A new last member
    stays last: ``"dependencies": {`` / marker / ``"zod": "^3"`` / ``}`` appends it.)

    >>> original = '{\\n  "a": {\\n    "b": 1,\\n    "c": 2\\n  }\\n}'
    >>> open_objects('{\\n  "a": {\\n    // ...\\n    "b": 1\\n  }\\n}', original).split("\\n")
    ['{', '  "a": {', '    // ...', '    "b": 1', '    // ... existing code ...', '  }', '}']
    """
    lines = original.split("\n")
    known = {_json_key(lines[d.start]) for _, _, d in walk(key_declarations(original, "json"))
             if d.end < len(lines) and _json_key(lines[d.end])}  # keys that another member follows
    out: list[str] = []
    open_: list[list] = []  # per object or array open at this line: [a marker seen among its members, last key]
    for line in update.split("\n"):
        text = line.strip()
        if is_marker_line(line) and open_:
            open_[-1][0] = True
        if text[:1] in ("}", "]") and open_:
            marked, key = open_.pop()
            last = next((x for x in reversed(out) if x.strip()), "")
            if marked and text[0] == "}" and key in known and not is_marker_line(last):
                out.append(last[: len(last) - len(last.lstrip())] + _COMMENT["json"])
        if open_ and (key := _json_key(line)):
            open_[-1][1] = key
        out.append(line)
        if text[-1:] in ("{", "[") and not is_marker_line(line):
            open_.append([False, ""])
    return "\n".join(out)


def _json_key(line: str) -> str:
    """The key a line of JSON starts with (``"build"`` of ``"build": "tsc",``), or ""."""
    text = line.strip()
    end = text.find('":', 1)
    return text[: end + 1] if text.startswith('"') and end > 0 else ""


def disputed(decided: MergeResult, by_keys: MergeResult | None, check, original: str, language: str) -> MergeResult:
    """A config file's line merge placed by likeness (``fuzzy``), or exact but :func:`broken`, where the merge by
    keys gives another text: the keys say where the lines go (``contents:`` under the top-level
    ``permissions:``, not under a job's; ``select`` restated in its table, not added beside the old one), so the
    keys' text is given when it is sure and passes the check, else neither is sure (ambiguous). (An exact line
    merge that is not broken stands: on real edits the check flags right ones too often to overrule it.)"""
    if not decided.sure or by_keys is None or by_keys.text in (None, decided.text):
        return decided
    if decided.confidence == "exact" and not broken(decided.text, original, language):
        return decided
    if by_keys.sure and check.markers and not check.problems(by_keys.text) and \
            not broken(by_keys.text, original, language):
        return by_keys
    return MergeResult(decided.text, "ambiguous", (*decided.reasons, "placed otherwise by the keys it restates"))


def broken(text: str, original: str, language: str) -> bool:
    """``text`` has syntax errors ``original`` has not, a key twice in a JSON object or TOML table among them
    (invalid TOML and a silent loss in JSON, which their grammars read without an error)."""
    if errors(parse(text, language), language) > errors(parse(original, language), language):
        return True
    return language in ("json", "toml") and not _loads(text, language) and _loads(original, language)


def _loads(text: str, language: str) -> bool:
    """``text`` loads as ``language`` with no key twice in one object or table."""
    try:
        if language == "toml":
            tomllib.loads(text)
        else:
            json.loads("\n".join(commas(text.split("\n"), False)), object_pairs_hook=_unique)  # as it is parsed
    except (ValueError, tomllib.TOMLDecodeError):
        return False
    return True


def _unique(pairs: list[tuple[str, object]]) -> dict:
    if len({key for key, _ in pairs}) < len(pairs):
        raise ValueError("a key twice in one object")
    return dict(pairs)
