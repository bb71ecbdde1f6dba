"""Hand-written apply cases: load them as tasks and tally what a merge does with them.

A case is a folder ``<language>/<name>/`` holding ``original.<ext>``, ``snippet.<ext>`` (the lazy edit) and
``expected.<ext>`` (the file the snippet intends), plus ``case.toml`` with its ``shape`` and ``description``
(tests/data/apply_cases/README.md lists the shapes). A merge's answer to a case is one of three outcomes:

    >>> [outcome(right, sure) for right, sure in ((True, True), (False, True), (True, False), (False, False))]
    ['right', 'wrong', 'refused', 'refused']
    >>> table = tally([("go", "right"), ("go", "refused"), ("c", "wrong")])
    >>> table["all"]["right"], table["go"]["refused"], table["c"]["wrong"], table["c"]["cases"]
    (1, 1, 1, 1)
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path

from fastapply.data.tasks import Task

OUTCOMES = ("right", "wrong", "refused")  # written and == expected / written and != expected / not written
# what a case's snippet does (tests/data/apply_cases/README.md describes each)
SHAPES = frozenset({"append-after-similar", "insert-between", "enclosing-restated", "last-line-change",
                    "one-line-in-similar", "imports-and-body", "delete-by-neighbours", "signature-change",
                    "restate-whole-function", "whole-file-rewrite", "relace-markers", "marker-wording",
                    "descriptive-marker", "edge-edit", "delete-by-marker", "indented-marker"})


def load_case(folder: Path) -> Task:
    """One case folder as a task (id ``<language>/<name>``; meta: shape, description)."""
    files = {path.stem: path for path in folder.iterdir() if path.stem in ("original", "snippet", "expected")}
    if set(files) != {"original", "snippet", "expected"} or not (folder / "case.toml").is_file():
        raise ValueError(f"{folder}: a case needs original.*, snippet.*, expected.* and case.toml")
    meta = tomllib.loads((folder / "case.toml").read_text(encoding="utf-8"))
    if not isinstance(meta.get("shape"), str):
        raise ValueError(f"{folder}/case.toml: no shape")
    read = {stem: path.read_text(encoding="utf-8") for stem, path in files.items()}
    return Task(id=f"{folder.parent.name}/{folder.name}", language=folder.parent.name, path=files["original"].name,
                original=read["original"], update=read["snippet"], final=read["expected"], meta=meta)


def load_cases(root: str | Path) -> list[Task]:
    """Every case under ``root`` (``<language>/<name>/case.toml``), sorted by id."""
    folders = sorted(path.parent for path in Path(root).glob("*/*/case.toml"))
    if not folders:
        raise ValueError(f"{root}: no cases (<language>/<name>/case.toml)")
    return [load_case(folder) for folder in folders]


def outcome(right: bool, sure: bool) -> str:
    """``right`` / ``wrong`` for a written (sure) result, ``refused`` for one that is not written."""
    return ("right" if right else "wrong") if sure else "refused"


def tally(rows: Iterable[tuple[str, str]]) -> dict[str, dict[str, int]]:
    """Per group (and ``all``) from (group, outcome): cases and the count of each outcome."""
    table: dict[str, dict[str, int]] = {}
    for group, result in rows:
        for name in dict.fromkeys((group, "all")):  # once in "all" even for the group "all"
            row = table.setdefault(name, dict.fromkeys(("cases", *OUTCOMES), 0))
            row["cases"] += 1
            row[result] += 1
    return table


def markdown_table(tables: dict[str, dict[str, dict[str, int]]], group: str) -> str:
    """One row per (merge source, group): cases, right, written-but-wrong, refused (counts and rates)."""
    lines = [f"| merge (src) | {group} | cases | right | written but wrong | refused |", "|---|---|---|---|---|---|"]
    for src, table in tables.items():
        for name in sorted(table, key=lambda name: (name == "all", name)):
            row = table[name]
            n = row["cases"]
            cells = " | ".join(f"{row[result]} ({row[result] / n:.0%})" for result in OUTCOMES)
            lines.append(f"| {src} | {name} | {n} | {cells} |")
    return "\n".join(lines)
