"""Properties of the merge on real files of installed packages (Python stdlib, CPython's C headers, the
JavaScript that pip packages ship), edited the way an assistant writes an edit: a marker, one declaration
restated with a small change (a name used in its body renamed, or a line added at the top of its body), a marker.

Whenever the merge writes (``sure``), the result parses if the original did, it holds the restated
declaration as the snippet has it, and every declaration the snippet does not restate (neither the edited
one nor one around or inside it) is still there byte for byte, in the original's order.
"""

from __future__ import annotations

import functools
import sysconfig
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fastapply.apply.merge import merge
from syntax import has_errors, tree

# language -> (comment that starts a marker, declaration node types, added line per body node type)
LANGUAGES = {
    "python": ("#", {"function_definition", "class_definition", "decorated_definition"},
               {"block": "_probe = None"}),
    "c": ("//", {"function_definition", "struct_specifier", "enum_specifier", "union_specifier", "type_definition",
                 "declaration"}, {"compound_statement": "(void)0;", "field_declaration_list": "int probe_;"}),
    "javascript": ("//", {"function_declaration", "generator_function_declaration", "class_declaration",
                          "method_definition", "lexical_declaration", "variable_declaration"},
                   {"statement_block": "void 0;", "class_body": "probe_ = null;"}),
}
NAMES = {"identifier", "field_identifier", "property_identifier"}
PATHS = sysconfig.get_paths()


def readable(path: Path, max_line: int = 120) -> str | None:
    """The text of a real, non-minified source file of 30 to 1500 lines, else None."""
    text = path.read_text(encoding="utf-8", errors="replace")
    lines = text.count("\n")
    return text if 30 <= lines <= 1500 and len(text) <= max_line * lines and "\r" not in text else None


@functools.cache
def corpus(language: str) -> tuple[Path, ...]:
    """Real files: the standard library's modules, CPython's headers, the .js files of installed packages."""
    found = {"python": lambda: Path(PATHS["stdlib"]).glob("*.py"),
             "c": lambda: Path(PATHS["include"]).rglob("*.h"),
             "javascript": lambda: Path(PATHS["purelib"]).rglob("*.js")}[language]()
    return tuple(path for path in sorted(found) if readable(path) is not None)


@dataclass(frozen=True)
class Edit:
    path: str
    original: str
    snippet: str
    restated: str  # the edited declaration, as the snippet has it
    kept: tuple[str, ...]  # the texts of the declarations the snippet does not restate, in order

    def _repr_pretty_(self, printer, cycle) -> None:  # what hypothesis shows of a failing example
        printer.text(f"Edit({self.path}, snippet=\n{self.snippet})")


def declarations(root, types: set[str]) -> list:
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        if node.type in types:
            found.append(node)
        stack.extend(reversed(node.children))
    return sorted(found, key=lambda node: (node.start_byte, -node.end_byte))


def whole_lines(text: str, node) -> tuple[int, int] | None:
    """The byte span of the lines ``node`` fills alone (only blanks before it and after it), else None."""
    data = text.encode("utf-8")
    start = data.rfind(b"\n", 0, node.start_byte) + 1
    end = data.find(b"\n", node.end_byte)
    end = len(data) if end < 0 else end + 1
    if data[start:node.start_byte].strip() or data[node.end_byte:end].strip() or b"\n" not in data[start:end - 1]:
        return None
    return start, end


def name_of(node):
    """The name node of a declaration (a C function's through its declarators), or None."""
    node = node.child_by_field_name("definition") or node  # a decorated definition's function or class
    name = node.child_by_field_name("name") or node.child_by_field_name("declarator")
    while name is not None and name.type not in NAMES:
        name = name.child_by_field_name("declarator")
    return name


def changes(data: bytes, node, lines: tuple[int, int], added: dict[str, str], python: bool
            ) -> list[tuple[str, tuple[int, int, bytes]]]:
    """Small edits of the declaration ``node``: (start, end, new bytes), one identifier renamed in its body,
    a line added before the first statement of its body when that statement starts its own line, or a copy
    of the declaration under another name added after it (a new sibling that looks just like it)."""
    inner = node.child_by_field_name("definition") or node  # a decorated definition's function or class
    body = inner.child_by_field_name("body") or (inner.named_children[-1] if inner.named_children else None)
    if body is None or body.start_byte < lines[0]:
        return []
    out = [("rename", (name.start_byte, name.end_byte, data[name.start_byte:name.end_byte] + b"_2"))
           for name in declarations(body, NAMES) if name != name.parent.child_by_field_name("name")]
    first = next((child for child in body.named_children if child.type != "comment"), None)
    if body.type in added and first is not None:
        line = data.rfind(b"\n", 0, first.start_byte) + 1
        indent = data[line:first.start_byte]
        if not indent.strip():
            out.append(("add line", (line, line, indent + added[body.type].encode() + b"\n")))
    name = name_of(node)
    if name is not None and lines[0] <= name.start_byte < body.start_byte:
        start, end = lines
        copy = data[start:name.end_byte] + b"_copy" + data[name.end_byte:end]
        blank = b"\n\n" if python and node.start_byte == start else b"\n"  # PEP 8: two blank lines at the top
        out.append(("add sibling", (end, end, blank + copy)))
    return out


@st.composite
def edits(draw, language: str) -> Edit:
    comment, types, added = LANGUAGES[language]
    files = corpus(language)
    assert files, f"no {language} files found to edit"
    path = draw(st.sampled_from(files))
    text = readable(path)
    if has_errors(text, language):
        return draw(st.nothing())
    data = text.encode("utf-8")
    nodes = declarations(tree(text, language).root_node, types)
    nodes = [node for node in nodes if not (node.type == "function_definition" and node.parent.type ==
                                              "decorated_definition")]
    candidates = [(node, lines) for node in nodes if (lines := whole_lines(text, node))]
    candidates = [(kind, node, lines, edit) for node, lines in candidates
                  for kind, edit in changes(data, node, lines, added, language == "python")]
    if not candidates:
        return draw(st.nothing())
    kind = draw(st.sampled_from(sorted({candidate[0] for candidate in candidates})))
    _, node, (start, end), (at, to, new) = draw(st.sampled_from([c for c in candidates if c[0] == kind]))
    restated = (data[start:at] + new + data[to:end]).decode("utf-8")
    indent = data[start:node.start_byte].decode("utf-8")
    marker = f"{indent}{comment} ... existing code ...\n"
    kept = tuple(data[other.start_byte:other.end_byte].decode("utf-8") for other in nodes
                 if other.end_byte <= node.start_byte or other.start_byte >= node.end_byte)
    return Edit(str(path), text, marker + restated + marker, restated, kept)


def in_order(text: str, parts: tuple[str, ...]) -> list[str]:
    """The parts that are not found in ``text`` one after another (each from where the previous starts)."""
    missing, at = [], 0
    for part in parts:
        found = text.find(part, at)
        if found < 0:
            missing.append(part.splitlines()[0])
        else:
            at = found + 1
    return missing


@pytest.mark.slow  # 40 generated edits in each language
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_written_merge_keeps_what_it_does_not_edit(language):
    @settings(max_examples=40, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(edits(language))
    def check(edit: Edit):
        result = merge(edit.original, edit.snippet)
        if not result.sure:
            return
        assert not has_errors(result.text, language), "the written result does not parse"
        assert edit.restated in result.text, "the restated declaration is not in the result"
        missing = in_order(result.text, edit.kept)
        assert not missing, f"declarations not restated but changed or moved: {missing[:3]}"

    check()
