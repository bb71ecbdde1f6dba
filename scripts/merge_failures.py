"""The merge's failures on a task file, grouped by the shape its reasons name (docs/limitations.md).

    python scripts/merge_failures.py data/dev_assistant.jsonl [--examples 3]

A task counts when it is not right (output != final) or is right but `ambiguous` (a false alarm); its group
is the first shape below that its `merge(...).reasons` name: for a refusal, the certifier's rule; for a wrong
file, how the merge read the snippet ("other (written exact)": no doubt at all).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from fastapply.apply.merge import merge
from fastapply.apply.merge.syntax import language_of
from fastapply.data.tasks import read_tasks

# a written wrong file: how the merge came to it; a refusal: the certifier's rule that refused it (docs/apply.md)
SHAPES = [
    ("readings: the one certified reading", lambda r: "readings that is certified" in r),
    ("readings: several certified", lambda r: r.startswith("readings:")),
    ("whitespace: lines matched up to whitespace", lambda r: "up to whitespace" in r or "re-indented" in r),
    *[(f"rule: {rule}", lambda r, rule=rule: r.startswith(f"{rule}:")) for rule in (
        "reading", "anchors", "written", "marker text", "deletion", "beside", "depth", "pinned", "declarations",
        "syntax")],
    ("no placement", lambda r: r == "failed"),
]
KINDS = ("wrong, exact", "wrong, fuzzy", "wrong, ambiguous", "refused", "false alarm")


def outcome(task) -> tuple[str | None, str]:
    try:
        result = merge(task.original, task.update, language=language_of(task.path))
    except ValueError as error:
        return "refused", str(error)
    right, reasons = result.text == task.final, " | ".join(result.reasons) or result.confidence
    if result.confidence == "failed":
        return "refused", "failed"
    if right:
        return ("false alarm" if result.confidence == "ambiguous" else None), reasons
    return f"wrong, {result.confidence}", reasons


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tasks", nargs="+")
    parser.add_argument("--examples", type=int, default=0, help="task numbers to list per shape")
    args = parser.parse_args()
    tasks = [task for path in args.tasks for task in read_tasks(path)]
    counts: Counter = Counter()
    examples = defaultdict(list)
    for number, task in enumerate(tasks):
        kind, reasons = outcome(task)
        if kind is None:
            continue
        shape = next((name for name, test in SHAPES if test(reasons)), "other (written exact)")
        counts[shape, kind] += 1
        examples[shape].append(number)
    print(f"{len(tasks)} tasks\n\n| shape | " + " | ".join(KINDS) + " | total |\n|" + "---|" * (len(KINDS) + 2))
    for shape in sorted({shape for shape, _ in counts}):
        row = [counts[shape, kind] for kind in KINDS]
        print(f"| {shape} | " + " | ".join(map(str, row)) + f" | {sum(row)} |"
              + (f" tasks {examples[shape][: args.examples]}" if args.examples else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
