"""No import circles in the package: every module's imports, read with ``ast``, make a graph without cycles.

Every import statement counts: at the top, under ``if TYPE_CHECKING:``, and inside functions. A
deferred or type-only import cannot fail half-way through loading a module, but the two modules still
depend on each other (neither can be read, moved or tested without the other), and one of the circles
this check was written for ran through an import inside a function. The package defers imports to keep
torch out of start-up, never to break a circle, so counting them costs nothing. Not seen:
``importlib.import_module(name)`` with a computed name (the command line's subcommand table).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from fastapply.extras import extra_of_module

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "fastapply"


def modules(root: Path = SRC) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package (not the example assets)."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if "assets" in parts:
            continue
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            targets.add(base)
            targets.update(f"{base}.{alias.name}" for alias in node.names)  # `from pkg import submodule`
    return {target for target in targets if target in known and target != name}


def import_graph(known: dict[str, Path]) -> dict[str, set[str]]:
    return {name: imported(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while not component or component[-1] != node:
                component.append(stack.pop())
                on_stack.discard(component[-1])
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_no_import_circles():
    found = cycles(import_graph(modules()))
    assert not found, "import circles: " + "; ".join(" <-> ".join(component) for component in found)


def test_the_graph_reads_relative_type_checking_and_submodule_imports(tmp_path):
    """A planted circle in a package laid out like this one: each kind of import the check counts."""
    package = tmp_path / PACKAGE
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("from .config import A\n")
    (package / "config.py").write_text("from typing import TYPE_CHECKING\n"
                                       "if TYPE_CHECKING:\n    from .sub.b import B\n")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "b.py").write_text("from .. import config\n\ndef late():\n    from fastapply import lazy\n")
    (package / "lazy.py").write_text("import fastapply.sub.b\n")
    (package / "alone.py").write_text("import json\nfrom fastapply.config import A\n")
    graph = import_graph(modules(tmp_path))
    assert graph["fastapply.sub.b"] == {"fastapply", "fastapply.config", "fastapply.lazy"}
    assert graph["fastapply.config"] == {"fastapply.sub.b"} and graph["fastapply.alone"] == {"fastapply.config"}
    assert cycles(graph) == [["fastapply", "fastapply.config", "fastapply.lazy", "fastapply.sub.b"]]


@pytest.mark.parametrize("name", sorted(modules()))
def test_every_module_imports(name):
    """The graph's modules are the real ones: each imports (or needs an extra this install lacks)."""
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as error:
        if extra_of_module(error.name) is None:
            raise
        pytest.skip(f"{name} needs the {extra_of_module(error.name)} extra")


def test_no_module_over_300_lines():
    """A module a reader can hold: none of the package's modules runs past 300 lines (split it by stage)."""
    long = {name: n for name, path in modules().items() if (n := len(path.read_text().splitlines())) > 300}
    assert not long, f"modules over 300 lines: {long}"
