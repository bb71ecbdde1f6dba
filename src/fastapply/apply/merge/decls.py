"""Declarations of a parsed file or snippet, by identity: the merge's second stage reads them.

A declaration is a function, method, class, struct, impl, interface, enum, module-level constant or variable,
or a call statement whose first argument is a literal (``router.get("/users/:id", ...)``, ``test("adds", ...)``,
``app.add_url_rule("/x", ...)``), named by the callee and that literal. It covers whole lines: from its first
line (decorators and attributes included) to its last. Worked example::

    >>> src = "import os\\n\\nclass A:\\n    def f(self):\\n        return 1\\n\\nX = 2\\n"
    >>> [(d.kind, d.name, d.start, d.end, [(c.name, c.start, c.end) for c in d.children])
    ...  for d in declarations(src, "python")]
    [('type', 'A', 2, 5, [('f', 3, 5)]), ('var', 'X', 6, 7, [])]

Lines are counted from 0, ``end`` exclusive. Inside a function only nested functions count (its local
variables and calls are its body, merged line by line); a node that shares a line with other code is no
declaration (it cannot be moved by whole lines).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache

from tree_sitter import Node

from .lines import indent, width
from .markers import is_marker_line
from .names import call_name, fn_name, type_name, var_name
from .syntax import errors, parse, starts

__all__ = ["Decl", "declarations", "doc_comment", "end_row", "extend_over_comments", "shifted",
           "snippet_declarations", "walk", "whole_lines"]

_FN = {"function_definition", "function_declaration", "generator_function_declaration", "method_definition",
       "method_declaration", "constructor_declaration", "function_item", "method", "singleton_method",
       "function_signature_item", "abstract_method_declaration", "local_function_statement", "init_declaration",
       "deinit_declaration", "protocol_function_declaration", "secondary_constructor"}
_TYPE = {"class_definition", "class_declaration", "abstract_class_declaration", "interface_declaration",
         "enum_declaration", "record_declaration", "struct_item", "enum_item", "trait_item", "impl_item", "mod_item",
         "union_item", "struct_declaration", "namespace_declaration", "namespace_definition", "class_specifier",
         "struct_specifier", "enum_specifier", "class", "module", "trait_declaration", "type_alias_declaration",
         "type_declaration", "type_item", "interface_type", "annotation_type_declaration", "macro_definition",
         "object_declaration", "companion_object", "protocol_declaration", "object_definition", "trait_definition",
         "enum_definition", "extension_declaration", "mixin_declaration"}
_VAR = {"lexical_declaration", "variable_declaration", "const_item", "static_item", "const_declaration",
        "var_declaration", "field_declaration", "property_declaration", "public_field_definition",
        "field_definition", "event_field_declaration", "const_declaration_list", "val_definition", "var_definition",
        "assignment_statement"}
_WRAPPERS = {"decorated_definition", "export_statement", "template_declaration"}
_STATEMENT = {"expression_statement"}
_CALLS = {"call_expression", "call", "method_invocation", "invocation_expression"}
_CONTROL = {"if", "unless", "while", "until", "for", "case", "begin", "if_expression", "match_expression",
            "for_expression", "while_expression", "loop_expression", "conditional_expression"}
_DECLARING = _FN | _TYPE | _VAR
_ATTRIBUTES = {"attribute_item", "decorator", "attribute_list", "annotation"}
_IN_FN = frozenset(_FN | _TYPE | _WRAPPERS | _ATTRIBUTES | {"function_signature", "method_signature"})  # all a
# function's statements can declare (``_identity`` in scope "fn"): its other nodes are skipped unasked


@dataclass(slots=True)
class Decl:
    kind: str  # "fn" | "type" | "impl" | "var" | "call"
    name: str
    start: int  # first line
    end: int  # one past the last line
    children: list[Decl] = field(default_factory=list)
    broken: bool = False  # its parse has errors (a partial restatement: its lines align as lines)

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.name


def declarations(text: str, language: str, parsed: str | None = None) -> list[Decl]:
    """The top-level declarations of ``text`` with their nested ones (see the module docstring), read from the
    parse of ``parsed`` (a text of the same lines, a marker's line written otherwise) or of ``text`` itself."""
    return list(_declarations(text, language, text if parsed is None else parsed))


@lru_cache(maxsize=4)
def _declarations(text: str, language: str, parsed: str) -> tuple[Decl, ...]:
    """(found once per text: the original, the snippet and the result are often one text or another's)"""
    tree = parse(parsed, language)
    return tuple(_scan(tree.root_node, text.split("\n"), "type", starts(tree, language, _IN_FN)))


_WRAP = {"java": "class __Snippet {", "c_sharp": "class __Snippet {", "javascript": "class __Snippet {",
         "typescript": "class __Snippet {", "tsx": "class __Snippet {", "php": "class __Snippet {"}


def snippet_declarations(text: str, language: str) -> list[Decl]:
    """A snippet's declarations: as :func:`declarations`, or, when it finds none or the snippet does not parse
    (members without their class: ``exp() {...}``, ``private int x;``), those of the snippet inside a class."""
    if language == "php" and "<?php" not in text:  # PHP code outside `<?php` is markup
        return shifted(snippet_declarations("<?php\n" + text, language), -1)
    lines = text.split("\n")
    depth = next((width(x) for x in lines if x.strip() and not is_marker_line(x)), 0)
    end = len(lines)
    while end and (not lines[end - 1].strip() or width(lines[end - 1]) < depth and lines[end - 1].strip() in
                   ("}", "};", "end", ")", "]")):  # the closers of scopes the snippet sits in, not its own
        end -= 1
    if end < len(lines):
        text = "\n".join(lines[:end] + [""] * (len(lines) - end))
    parsed = _bodied(text) if language == "python" else text
    tree = parse(parsed, language)
    decls = [d for d in declarations(text, language, parsed)  # indented statements are a body's, not the file's,
             if d.kind not in ("var", "call") or not width(lines[d.start]) or d.children]  # unless they hold some
    opener = _WRAP.get(language)
    if opener is None or (decls and not tree.root_node.has_error):
        return decls
    tag = "<?php\n" if text.startswith("<?php\n") else ""  # PHP: the class goes after the tag
    wrapped_text = f"{tag}{opener}\n{text[len(tag):]}\n}}\n"
    wrapped_tree = parse(wrapped_text, language)
    wrapped = declarations(wrapped_text, language)
    if len(wrapped) != 1 or not wrapped[0].children:
        return decls
    inner = [d for d in wrapped[0].children if 1 <= d.start and d.end <= len(text.split("\n")) + 1]
    if (errors(wrapped_tree, language), -sum(1 for _ in walk(inner))) >= (errors(tree, language),
                                                                            -sum(1 for _ in walk(decls))):
        return decls
    return shifted(inner, -1)


def forget() -> None:
    """Empty the per-text cache of ``declarations``."""
    _declarations.cache_clear()


def _bodied(text: str) -> str:
    """Python with a marker line right after a line that opens a block (ends in ``:``) read as a statement one
    level into it, a string as long as the marker line: a ``def`` whose body is a marker has a body (parsed as a
    comment, the lines after the marker would be its body), and its nodes still end where its lines do."""
    lines, opener = text.split("\n"), ""
    for at, line in enumerate(lines):
        if is_marker_line(line) and opener.rstrip().endswith(":"):
            margin = max(indent(line), indent(opener) + "    ", key=len)
            lines[at] = margin + '"' + "." * max(1, len(line.rstrip()) - len(margin) - 2) + '"'
        opener = line if line.strip() else opener
    return "\n".join(lines)


def shifted(decls: list[Decl], by: int) -> list[Decl]:
    return [Decl(d.kind, d.name, d.start + by, d.end + by, shifted(d.children, by), d.broken) for d in decls]


def within(decls: list[Decl], size: int) -> list[Decl]:
    """``decls`` ending at line ``size`` at the latest (an unclosed text's parse runs to a brace it supplies)."""
    return decls if all(d.end <= size for d in decls) else [
        Decl(d.kind, d.name, d.start, max(min(d.end, size), d.start + 1), within(d.children, size), d.broken)
        for d in decls if d.start < size]


def walk(decls: list[Decl], path: tuple[tuple[str, str, int], ...] = ()):
    """(path, identity, decl) for every declaration, depth first; an identity is (kind, name, k): the k-th
    declaration of that kind and name in its scope."""
    seen: dict[tuple[str, str], int] = {}
    for decl in decls:
        k = seen[decl.key] = seen.get(decl.key, -1) + 1
        ident = (decl.kind, decl.name, k)
        yield path, ident, decl
        if decl.children:  # (most have none: no generator for them)
            yield from walk(decl.children, (*path, ident))


def _scan(node: Node, lines: list[str], scope: str, nested) -> list[Decl]:
    """``nested``: where the tree's nodes of ``_IN_FN`` kinds start (``syntax.starts``), or None (unknown): a
    function's statements that hold none of them declare nothing, and are not walked."""
    if scope == "fn" and nested is not None and not _holds(node, nested):
        return []
    found: list[Decl] = []
    for child in node.named_children:
        kind = child.type
        decl = _declaration(child, lines, scope, nested) if scope != "fn" or kind in _IN_FN else None
        if decl is not None:
            if found and _attached(found[-1], decl, lines):  # `#[test]` / decorators kept with their item
                decl.start = found.pop().start
            while decl.start > 0 and doc_comment(lines[decl.start - 1]) and (
                    not found or found[-1].end < decl.start):  # its comment lines right above it
                decl.start -= 1
            extend_over_comments(decl, lines)
            found.append(decl)
        elif kind not in _DECLARING and child.end_point.row > child.start_point.row and not (
                kind == "function_body" and (sign := child.prev_named_sibling) is not None and _signed(sign)):
            inner = "fn" if kind.endswith("_statement") and kind != "body_statement" or \
                kind in _CONTROL else scope  # (Ruby's `do ... end` body is its block's scope)
            found += _scan(child, lines, inner, nested)  # only a node of several lines can hold whole-line ones
    return [decl for decl in found if decl.kind != "attr"] if found else found


def _declaration(node: Node, lines: list[str], scope: str, nested) -> Decl | None:
    if _signed(node):  # Dart: a function is its signature and the body beside it
        body = node.next_named_sibling
        name = fn_name(node if node.type == "function_signature" else node.named_children[0])
        if not whole_lines(body, lines, start=node):
            return None
        return Decl("fn", name, node.start_point.row, end_row(body, lines), [], node.has_error or body.has_error)
    inner, kind, name = _identity(node, scope)
    if kind is None or not whole_lines(node, lines):
        return None
    start, end = node.start_point.row, end_row(node, lines)
    children = _scan(inner, lines, "type" if kind == "impl" else kind, nested) if kind != "var" else []
    last = lines[max(end, start + 1) - 1].rstrip()
    opens = kind in ("fn", "type", "impl") and last.endswith((":", "{", "(", "["))  # cut short
    return Decl(kind, name, start, max(end, start + 1), children, node.has_error or opens)


def _holds(node: Node, nested: tuple[list[int], frozenset[int]]) -> bool:
    """Whether a node of ``_IN_FN`` kinds other than ``node`` starts within it (its descendants among them)."""
    where, ids = nested
    count = bisect_right(where, node.end_byte) - bisect_left(where, node.start_byte)
    return count > (node.id in ids)


def _signed(node: Node) -> bool:
    """A signature node with its body as the next node (Dart's functions and methods)."""
    return node.type in ("function_signature", "method_signature") and node.next_named_sibling is not None and \
        node.next_named_sibling.type == "function_body"


def _identity(node: Node, scope: str) -> tuple[Node, str | None, str]:
    """(the node to look for nested declarations in, kind, name); kind None when ``node`` declares nothing."""
    kind_of = node.type
    if kind_of in _ATTRIBUTES:
        return node, "attr", node.text.decode(errors="replace").strip()
    if kind_of in _WRAPPERS:
        inner = node.child_by_field_name("definition") or node.child_by_field_name("declaration")
        inner = inner or next((c for c in node.named_children if c.type not in _ATTRIBUTES | {"comment"}), None)
        return _identity(inner, scope) if inner is not None else (node, None, "")
    if kind_of in _FN:
        return node, "fn", fn_name(node)
    if kind_of in _TYPE and _has_body(node):
        return node, "impl" if kind_of == "impl_item" else "type", type_name(node)
    if scope == "fn":
        return node, None, ""
    if kind_of in _VAR or kind_of == "assignment":
        return node, "var", var_name(node)
    if kind_of in _STATEMENT and node.named_child_count:
        first = node.named_children[0]
        if first.type == "assignment" and scope == "type":
            return node, "var", var_name(first)
        if first.type in _CALLS and (name := call_name(first)):
            return first, "call", name
    if kind_of in _CALLS and (name := call_name(node)):  # ruby's `it "works" do`, statements without a wrapper
        return node, "call", name
    return node, None, ""


def _has_body(node: Node) -> bool:
    return node.child_by_field_name("body") is not None or node.type in (
        "type_declaration", "impl_item", "type_alias_declaration", "class", "module", "macro_definition") or any(
        c.type in ("class_body", "enum_class_body") for c in node.named_children)  # Kotlin's, a child of no field


def whole_lines(node: Node, lines: list[str], start: Node | None = None) -> bool:
    """``node`` (from ``start``'s first line, if given) starts its first line and ends its last (a `;`, `,` or
    comment may follow)."""
    row, col = (start or node).start_point  # (each read of a point is a call into the parser's tree: once each)
    if lines[row][:col].strip():
        return False
    end_row, end_col = node.end_point
    if end_row >= len(lines) or end_row > row and not lines[end_row][:end_col].strip():
        return True  # it ends at a line's indentation (Scala 3's indented bodies run to the next line's code)
    rest = lines[end_row][end_col:].strip()
    return not rest or rest[0] in ";,)" and len(rest) <= 3 or rest.startswith(("//", "#", "/*"))


def end_row(node: Node, lines: list[str]) -> int:
    """One past the last line that holds code of ``node``: not a blank line or a comment no deeper than its first
    line that it runs over (Scala 3's indented bodies end at the next line's code)."""
    (start, _), (row, col) = node.start_point, node.end_point
    end = row + bool(row < len(lines) and lines[row][:col].strip() or row == start)
    while end > start + 1 and (not lines[end - 1].strip() or width(lines[end - 1]) <= width(lines[start]) and (
            doc_comment(lines[end - 1]) or is_marker_line(lines[end - 1]))):
        end -= 1
    return end


def extend_over_comments(decl: Decl, lines: list[str]) -> None:
    """Comment lines right below a declaration, deeper than its first line, are its body's (a marker there
    stands for the rest of its body): its span takes them."""
    depth = width(lines[decl.start])
    at = decl.end
    while at < len(lines) and (not lines[at].strip() or width(lines[at]) > depth and doc_comment(lines[at])):
        at += 1
        if lines[at - 1].strip():
            decl.end = at
    if at < len(lines) and width(lines[at]) > depth and is_marker_line(lines[at]):
        decl.broken = True  # a marker in its body's indentation: the rest of it, or of its scope? its lines decide


def doc_comment(line: str) -> bool:
    """A comment line (not a marker, not a preprocessor line or attribute) that documents what follows it."""
    text = line.strip()
    if text.startswith("#"):
        return (text == "#" or text[1] in " #") and not is_marker_line(line)
    return text.startswith(("//", "/*", "*", "--")) and not is_marker_line(line)


def _attached(previous: Decl, decl: Decl, lines: list[str]) -> bool:
    return previous.kind == "attr" and previous.end == decl.start
