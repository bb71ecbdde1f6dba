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
(:mod:`fastapply.apply.merge.commas`).
"""

from __future__ import annotations

from tree_sitter import Node

from .decls import Decl, end_row, shifted, whole_lines
from .lines import width
from .markers import is_marker_line
from .names import text_of
from .syntax import parse

__all__ = ["DATA", "key_declarations", "opened_above"]

DATA = frozenset({"json", "yaml", "toml"})  # languages whose declarations are keys
_PAIRS = {"pair", "block_mapping_pair"}
_TABLES = {"table", "table_array_element"}
_SCOPES = {"document", "stream", "object", "block_node", "block_mapping"}  # walked into for their members
_KEYS = {"bare_key", "dotted_key", "quoted_key"}


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
    """A YAML list item of several lines that names itself (``- name: Login``, ``- id: leak_shutoff``, a step's
    ``- uses: docker/login-action@v3`` without its version); other items are a list's lines (a one-line item edited is
    an edit of a like line)."""
    row, col = node.start_point.row, node.start_point.column
    if lines[row][:col].strip() or end_row(node, lines) - row < 2:
        return None
    values = dict(_scalars(node, (), 1))
    key = next((k for k in ("name", "id") if (k,) in values), None)  # (``- id: leak_shutoff``: an automation)
    name = f"{key}: {values[(key,)]}" if key else \
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


def opened_above(snippet, i: int, depth: int) -> bool:
    """Whether the key new at ``depth`` of the path of a data file's snippet line ``i`` (a ``Snippet``'s) follows
    its outer key's line with only a marker as deep as it between, in no list item (``api:`` / marker /
    ``healthcheck:``: a key of api's own, not one like it elsewhere)."""
    if depth < 2 or any(kind == "item" for kind, _ in snippet.paths[i]):
        return False
    top, first = snippet.heads(i)[depth - 2 : depth]
    return all(snippet.is_marker(k) and width(snippet.lines[k]) == width(snippet.lines[first]) or not snippet.keys[k]
               for k in range(top + 1, first))
