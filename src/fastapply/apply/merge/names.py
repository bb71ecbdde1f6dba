"""The names declarations are matched by (:mod:`fastapply.apply.decls`): a function's, a type's, a variable's,
and a call statement's (callee and first literal argument), read from each grammar's nodes::

    >>> from fastapply.apply.merge.syntax import parse
    >>> fn_name(parse("func (s *Store) Set(k string) {}\\n", "go").root_node.named_children[0])
    'Store.Set'
    >>> fn_name(parse("TEST(Url, Port) {\\n}\\n", "cpp").root_node.named_children[0])  # a macro's: its arguments too
    'TEST(Url, Port)'
    >>> statement = parse('router.get("/users/:id", show)\\n', "javascript").root_node.named_children[0]
    >>> call_name(statement.named_children[0])
    'router.get("/users/:id")'
"""

from __future__ import annotations

from tree_sitter import Node

__all__ = ["LITERALS", "NAMES", "call_name", "first_name", "fn_name", "text_of", "type_name", "var_name"]

LITERALS = {"string", "string_literal", "template_string", "interpreted_string_literal", "raw_string_literal",
            "simple_symbol", "symbol", "encapsed_string"}
NAMES = {"identifier", "type_identifier", "field_identifier", "property_identifier", "constant", "name",
         "qualified_identifier", "destructor_name", "operator_name", "scoped_identifier", "scoped_type_identifier"}


def text_of(node: Node | None) -> str:
    return node.text.decode(errors="replace") if node is not None else ""


def fn_name(node: Node) -> str:
    name = text_of(node.child_by_field_name("name"))
    if not name and (declarator := node.child_by_field_name("declarator")) is not None:
        name = first_name(declarator)  # C/C++: the identifier inside the declarator
        if node.type == "function_definition" and node.child_by_field_name("type") is None and \
                declarator.type == "function_declarator":  # a macro's: TEST(Suite, Case) { ... }
            name = " ".join(text_of(declarator).split())
    receiver = node.child_by_field_name("receiver")  # Go: the method's type
    if receiver is not None and node.type == "method_declaration":
        param = receiver.named_children[0] if receiver.named_children else None
        name = f"{text_of(param.child_by_field_name('type') if param is not None else None).lstrip('*')}.{name}"
    return name or first_name(node)


def type_name(node: Node) -> str:
    if node.type == "impl_item":  # Rust: `impl Trait for Type`
        return " for ".join(filter(None, (text_of(node.child_by_field_name("trait")),
                                          text_of(node.child_by_field_name("type")))))
    if node.type == "type_declaration":  # Go: `type X struct {...}`
        return first_name(node.named_children[0]) if node.named_children else ""
    if text_of(node.child_by_field_name("declaration_kind")) == "extension":  # Swift: not the type itself; one
        conforms = [text_of(c) for c in node.children if c.type == "inheritance_specifier"]  # per protocol list
        name = "extension " + text_of(node.child_by_field_name("name"))
        return f"{name}: {', '.join(conforms)}" if conforms else name
    name = text_of(node.child_by_field_name("name")) or first_name(node)
    return name or ("companion" if node.type == "companion_object" else "")  # Kotlin's may have none


def var_name(node: Node) -> str:
    if node.type == "assignment_statement" and node.named_children:  # Lua: `M.add = function(a, b) ... end`
        return text_of(node.named_children[0])
    for field_name in ("left", "name", "pattern"):
        if (child := node.child_by_field_name(field_name)) is not None:
            return text_of(child)
    declarator = node.child_by_field_name("declarator")
    for child in (node, *node.named_children):  # C#: field_declaration > variable_declaration > declarator
        if declarator is None:
            declarator = next((c for c in child.named_children if "declarator" in c.type or c.type.endswith("_spec")),
                              None)
    if declarator is not None and (name := declarator.child_by_field_name("name")) is not None:
        return text_of(name)
    return first_name(declarator if declarator is not None else node)


def call_name(node: Node) -> str:
    callee = node.child_by_field_name("function") or node.child_by_field_name("method")
    args = node.child_by_field_name("arguments")
    if args is None:
        args = next((c for c in node.named_children if c.type in ("argument_list", "arguments")), None)
    if callee is None or args is None or not args.named_children:
        return ""
    first = args.named_children[0]
    if first.type not in LITERALS:
        return ""
    receiver = node.child_by_field_name("receiver") or node.child_by_field_name("object")
    return f"{text_of(receiver) + '.' if receiver is not None else ''}{text_of(callee)}({text_of(first)})"


def first_name(node: Node) -> str:
    if node.type in NAMES:
        return text_of(node)
    for child in node.named_children:
        if child.type not in ("parameters", "parameter_list", "formal_parameters", "block", "body",
                              "compound_statement", "field_declaration_list", "class_body"):
            if name := first_name(child):
                return name
    return ""
