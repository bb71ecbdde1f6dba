"""Merge quality of one or more versions of the merge on task files, in one run, as a Markdown table.

    git archive REV src | tar -x -C /tmp/merge-other          # another version of the merge
    python scripts/merge_report.py --src /tmp/merge-other/src --src src data/dev_cut.jsonl data/real_edits.jsonl

Each --src is imported in its own process (PYTHONPATH=SRC); the table is tallied with this tree's
fastapply.data.devset and fastapply.evals.cases ("written but wrong": sure, exact or fuzzy, and not right). Rates are of all tasks of the file; time is the median merge time per task.
``--group trait`` tallies by what an assistant-style snippet shows (``meta["traits"]``, data/assistant.py:
header, closer, whole-file, noise:..., or "plain") instead of by language.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import importlib, inspect, json, os, sys, time
from pathlib import PurePath
from fastapply.apply.merge import MergeError, merge
from fastapply.data.tasks import read_tasks
language_of = None  # a merge that takes the file's language gets it from its name, as `fastapply apply FILE` does
for where, name in (("fastapply.apply.merge.syntax", "file_language"),  # (line-read languages too: sql, ...)
                    ("fastapply.apply.merge.syntax", "language_of"), ("fastapply.apply.syntax", "language_of")):
    try:  # (the first an older tree has)
        language_of = getattr(importlib.import_module(where), name)
        break
    except (ImportError, AttributeError):
        continue
named = language_of is not None and "language" in inspect.signature(merge).parameters
for path in sys.argv[2:]:
    for task in read_tasks(path):
        start = time.perf_counter()
        try:
            extra = {"language": language_of(task.path)} if named and task.path else {}
            result = merge(task.original, task.update, **extra)
            right, confidence = result.text == task.final, result.confidence
            sure = getattr(result, "sure", confidence in ("exact", "fuzzy"))
        except MergeError:  # (the merge's own refusal to begin; any other exception is a bug, and stops the report)
            right, confidence, sure = False, "failed", False
        groups = (task.meta.get("traits") or ["plain"]) if sys.argv[1] == "trait" else [task.language]
        print(json.dumps([path, groups, right, confidence, time.perf_counter() - start, sure, task.id]))
"""


def merge_rows(src: str, group: str, tasks: list[str]) -> list[list]:
    """Merge every task of the files ``tasks`` with the merge of source tree ``src``, in a child process: one row
    per task, [file, groups, right, confidence, seconds, sure, task id]."""
    done = subprocess.run([sys.executable, "-c", WORKER, group, *tasks], capture_output=True, text=True,
                          check=True, env={"PYTHONPATH": src, "PATH": "/usr/bin:/bin", "OMP_NUM_THREADS": "1"})
    return [json.loads(line) for line in done.stdout.splitlines()]


def broken_finals(path: str) -> set[str]:
    """The positions in ``path`` of the tasks whose final file has syntax errors that the original has not."""
    from fastapply.apply.merge.syntax import errors, guess_language, language_of, parse
    from fastapply.data.tasks import read_tasks

    found = set()
    for index, task in enumerate(read_tasks(path)):
        name = (language_of(task.path) if task.path else None) or guess_language(task.original)
        if name and errors(parse(task.final, name), name) > errors(parse(task.original, name), name):
            found.add(index)
    return found


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from fastapply.data.devset import tally
    from fastapply.evals.cases import outcome
    from fastapply.evals.cases import tally as tally_outcomes

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--src", action="append", required=True, help="a source tree holding fastapply")
    parser.add_argument("--group", choices=("language", "trait"), default="language", help="rows per ...")
    parser.add_argument("--parsing-finals", action="store_true",
                        help="leave out tasks whose final file has syntax errors its original has not (synthetic "
                             "edits that break the program: no right merge can be sure of them)")
    parser.add_argument("tasks", nargs="+")
    args = parser.parse_args()
    skip = {path: broken_finals(path) if args.parsing_finals else set() for path in args.tasks}
    print(f"| tasks | merge (src) | {args.group} | n | right | exact | wrong while exact | written but wrong "
          "| ambiguous | false alarm | refused | median ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|")
    for src in args.src:
        rows = merge_rows(src, args.group, args.tasks)
        for path in args.tasks:
            mine = [row for index, row in enumerate(r for r in rows if r[0] == path) if index not in skip[path]]
            times = sorted(row[4] for row in mine)
            table = tally((name, *row[2:4]) for row in mine for name in row[1])  # a task in each of its groups
            table["all"] = tally((row[1][0], *row[2:4]) for row in mine)["all"]  # ... and once in "all"
            written = tally_outcomes((name, outcome(row[2], row[5])) for row in mine for name in row[1])
            written["all"] = tally_outcomes(("all", outcome(row[2], row[5])) for row in mine)["all"]
            for language, t in sorted(table.items()):
                n, wrong = t["tasks"], written[language]["wrong"]
                median = 1000 * times[len(times) // 2] if language == "all" and times else float("nan")
                print(f"| {Path(path).name} | {src} | {language} | {n} | {t['right'] / n:.1%} | {t['exact'] / n:.1%} "
                      f"| {t['wrong_exact']} ({t['wrong_exact'] / n:.1%}) | {wrong} ({wrong / n:.1%}) "
                      f"| {t['ambiguous'] / n:.1%} "
                      f"| {t['false_alarm']} | {t['refused']} | {median:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
