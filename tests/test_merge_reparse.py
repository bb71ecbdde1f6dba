"""A text parsed from the last text's tree (one short stretch edited: a whole file restated with an edit) gets the
same tree as a fresh parse, node for node; a text with errors is parsed afresh."""

from __future__ import annotations

import random

import pytest
from tree_sitter import Node, Parser

from fastapply.apply.merge import syntax


def _nodes(node: Node) -> list[tuple]:
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        out.append((n.type, n.start_byte, n.end_byte, n.is_named, n.has_error, n.is_missing))
        stack.extend(reversed(n.children))
    return out


_PY = "".join(f"def f{i}(x):\n    y = x * {i}\n    return y + {i}\n\n\n" for i in range(900))


@pytest.mark.parametrize("seed", range(6))
def test_an_edited_text_reparsed_from_the_last_tree_is_the_fresh_tree(seed: int) -> None:
    rng = random.Random(seed)
    syntax.forget()
    lines = _PY.split("\n")
    syntax.parse(_PY, "python")  # (the tree the next parse starts from)
    at = rng.randrange(len(lines) - 40)
    edited = lines[:at] + [f"    z = {seed}", "    print(z)"] * rng.randint(0, 3) + lines[at + rng.randint(0, 12):]
    text = "\n".join(edited)
    fresh = Parser(syntax._language("python")).parse(text.encode())
    assert syntax._reparse(text.encode(), "python") is not None or fresh.root_node.has_error
    assert _nodes(syntax.parse(text, "python").root_node) == _nodes(fresh.root_node)


def test_a_text_with_errors_is_parsed_afresh() -> None:
    syntax.forget()
    syntax.parse(_PY, "python")
    broken = _PY.replace("def f5(x):", "def f5(x:", 1)
    assert syntax._reparse(broken.encode(), "python") is None
    assert _nodes(syntax.parse(broken, "python").root_node) == \
        _nodes(Parser(syntax._language("python")).parse(broken.encode()).root_node)
