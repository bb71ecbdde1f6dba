"""A merge dev set in the ``cut`` style: real release diffs of Python, Markdown, YAML (PyPI sdists) and
JavaScript/TypeScript (npm tarballs), plus synthetic edits of real Go files (one version per Debian package)::

    fastapply data archives OLD.tar.gz NEW.tar.gz -o pairs.jsonl     # two releases of one package
    fastapply data go-edits /usr/share/gocode -n 120 -o go.jsonl      # edits of real Go files
    fastapply data restyle pairs.jsonl go.jsonl -o dev.jsonl         # cut-style snippets

See scripts/build_devset.sh for the packages used.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from fastapply.data.real import archive_files, keep_pair, decode, pair_maps
from fastapply.data.snippet import lines_of
from fastapply.data.tasks import EXTENSION_LANGUAGES, Task, content_hash, diff_summary

DEV_LANGUAGES = {**EXTENSION_LANGUAGES, ".md": "markdown", ".markdown": "markdown"}


def dev_language(path: str) -> str | None:
    return DEV_LANGUAGES.get(Path(path).suffix.lower())


def _task(path: str, original: str, final: str, meta: dict) -> Task:
    meta = {**meta, **diff_summary(original, final), "lines": len(lines_of(original))}
    return Task(content_hash(original, final)[:16], dev_language(path) or "text", path, original, "", final, meta)


def archive_tasks(old: str | os.PathLike, new: str | os.PathLike) -> list[Task]:
    """Edits of the code, Markdown and YAML files present in both archives (sdists, npm tarballs)."""
    tasks = []
    pairs = pair_maps(archive_files(old, dev_language), archive_files(new, dev_language))
    for path, old_bytes, new_bytes in pairs:
        original, final = decode(old_bytes), decode(new_bytes)
        if original is not None and final is not None and keep_pair(original, final):
            tasks.append(_task(path, original, final, {"source": "archives", "old": Path(old).name,
                                                       "new": Path(new).name}))
    return tasks


def synthetic_edit(lines: list[str], rng: random.Random) -> list[str]:
    """1-3 random line edits: delete a run, replace a line by an edited copy, insert a new line."""
    out = list(lines)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(out))
        kind = rng.choice(("delete", "replace", "insert"))
        if kind == "delete":
            del out[at : at + rng.randint(1, 4)]
        elif kind == "replace" and out[at].strip():
            body = out[at].rstrip("\n")
            out[at] = body + (" // edited\n" if "//" not in body else " x\n")
        else:
            indent = out[at][: len(out[at]) - len(out[at].lstrip())]
            out.insert(at, f"{indent.rstrip(chr(10))}log.Printf(\"step %d\", {rng.randrange(100)})\n")
    return out


def go_tasks(root: str | os.PathLike, n: int, seed: int = 0) -> list[Task]:
    """``n`` synthetic edits of real ``.go`` files under ``root`` (at most 400 lines each)."""
    rng = random.Random(seed)
    files = sorted(path for path in Path(root).rglob("*.go") if path.is_file())
    texts = [(path, text) for path in files if (text := decode(path.read_bytes())) and len(lines_of(text)) <= 400]
    tasks = []
    while texts and len(tasks) < n:
        path, text = rng.choice(texts)
        lines = lines_of(text)
        final = "".join(synthetic_edit(lines, rng))
        if final != text:
            tasks.append(_task(str(path.relative_to(root)), text, final, {"source": "go-synthetic"}))
    return tasks


def score_merges(tasks: list[Task], merge) -> dict[str, dict[str, int]]:
    """``tally`` of ``merge(original, update)`` over ``tasks``."""
    return tally(merge_outcome(task, merge) for task in tasks)


def merge_outcome(task: Task, merge) -> tuple[str, bool, str]:
    """(language, output == final, confidence); a refused merge (an error) counts as ``failed``."""
    try:
        result = merge(task.original, task.update)
    except ValueError:
        return task.language, False, "failed"
    return task.language, result.text == task.final, result.confidence


def tally(outcomes) -> dict[str, dict[str, int]]:
    """Per language (and ``all``) from (language, right, confidence): tasks, right (output == final),
    reported exact, wrong while reported exact, ambiguous, false alarms (right but ambiguous), refused."""
    rows: dict[str, dict[str, int]] = {}
    for language, right, confidence in outcomes:
        for name in (language, "all"):
            row = rows.setdefault(name, dict.fromkeys(
                ("tasks", "right", "exact", "wrong_exact", "ambiguous", "false_alarm", "refused"), 0))
            row["tasks"] += 1
            row["right"] += right
            row["exact"] += confidence == "exact"
            row["wrong_exact"] += confidence == "exact" and not right
            row["ambiguous"] += confidence == "ambiguous"
            row["false_alarm"] += confidence == "ambiguous" and right
            row["refused"] += confidence == "failed"
    return rows
