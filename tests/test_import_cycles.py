"""No import circles: modules of the listed packages never import each other in a loop (imports under
``TYPE_CHECKING`` and inside functions count too: they are the same dependency, taken later)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import fastapply

SOURCE = Path(fastapply.__file__).parent
PACKAGES = ["llamacpp"]  # packages (folders of src/fastapply) checked so far


def imported_modules(path: Path, package: str) -> set[str]:
    """The modules of ``package`` that the module at ``path`` imports (relative or absolute)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:  # from .x import y / from . import x
                names = [node.module] if node.module else [alias.name for alias in node.names]
            elif node.module and node.module.startswith(f"fastapply.{package}."):
                names = [node.module.split(".")[2]]
            else:
                names = []
            found.update(name.split(".")[0] for name in names)
        elif isinstance(node, ast.Import):
            found.update(alias.name.split(".")[2] for alias in node.names
                         if alias.name.startswith(f"fastapply.{package}."))
    return found


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` (module -> modules it imports), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(module: str, path: list[str]) -> list[str] | None:
        state[module] = 1
        for other in sorted(graph.get(module, ())):
            if state.get(other) == 1:
                return path[path.index(other):] + [other]
            if other not in state and (found := visit(other, path + [other])):
                return found
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module, [module])):
            return found
    return None


def test_cycle_finds_a_circle():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circles(package):
    folder = SOURCE / package
    modules = {path.stem: path for path in folder.glob("*.py") if path.stem != "__init__"}
    graph = {name: imported_modules(path, package) & set(modules) for name, path in modules.items()}
    assert cycle(graph) is None, f"import circle in fastapply.{package}: {' -> '.join(cycle(graph))}"
