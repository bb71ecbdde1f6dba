"""No import circles in the serving packages: every ``import`` of the package's own modules (module level or
inside a function; ``if TYPE_CHECKING:`` blocks aside) is an edge, and the graph has no cycle. Read from the
source with ``ast``: nothing is imported."""

from __future__ import annotations

import ast
from pathlib import Path

import fastapply

ROOT = Path(fastapply.__file__).parent
CHECKED = ("fastapply.server", "fastapply.mcp")  # the packages held to it here


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, modules: set[str]) -> set[str]:
    """The package's modules ``path`` imports (``from .x import y`` names module ``.x.y`` when it is one)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If) and "TYPE_CHECKING" in
               ast.unparse(block.test) for child in block.body for node in ast.walk(child)}
    found = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return {target for target in found if target in modules and target != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each cycle once (as found by a depth-first search from every module)."""
    found, done = [], set()

    def visit(node: str, path: list[str]) -> None:
        for target in sorted(graph.get(node, ())):
            if target in path:
                cycle = path[path.index(target):]
                if frozenset(cycle) not in done:
                    done.add(frozenset(cycle))
                    found.append(cycle + [target])
            elif len(path) < 12:
                visit(target, path + [target])

    for start in sorted(graph):
        visit(start, [start])
    return found


def test_the_serving_packages_have_no_import_circle():
    paths = sorted(ROOT.rglob("*.py"))
    modules = {module_name(path) for path in paths}
    graph = {module_name(path): imported(path, modules) for path in paths
             if module_name(path).startswith(CHECKED)}
    graph = {name: {target for target in targets if target.startswith(CHECKED)} for name, targets in graph.items()}
    assert "fastapply.server.merge_process" in graph["fastapply.server.merging"]  # the graph is read right
    assert cycles(graph) == []
