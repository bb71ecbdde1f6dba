"""The merge's failures on a task file, grouped by the shape its reasons name (docs/limitations.md).

    python scripts/merge_failures.py data/dev_assistant.jsonl [--examples 3]

A task counts when it is not right (output != final) or is right but `ambiguous` (a false alarm); its group
is the first shape below that its `merge(...).reasons` (or the refusal's message) name.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from fastapply.apply.merge.markers import is_weak, line_key
from fastapply.apply.merge import merge
from fastapply.data.tasks import read_tasks

_NOTHING = re.compile(r"\('(.*?)'\) matches nothing")
SHAPES = [
    ("A. weak-only chunk", lambda r: (m := _NOTHING.search(r)) is not None and is_weak(line_key(m.group(1)))),
    ("C. file edge without marker", lambda r: any(k in r for k in ("no marker before it", "no marker after it",
                                                                  "no markers: the whole file"))),
    ("D. whitespace", lambda r: "up to whitespace" in r),
    ("E. no anchor", lambda r: "no anchor" in r or "weak lines" in r),
    ("B. repeated anchor", lambda r: any(k in r for k in ("fits", "also occurs before", "also stands between",
                                                          "matches only before"))),
    ("G. edge lines a few lines away", lambda r: "stand" in r),
    ("F. new lines taken as edits", lambda r: "took the new lines" in r or "as edits of" in r),
    ("other refusal", lambda r: "matches nothing" in r),
]
KINDS = ("wrong, exact", "wrong, fuzzy", "wrong, ambiguous", "refused", "false alarm")


def outcome(task) -> tuple[str | None, str]:
    try:
        result = merge(task.original, task.update)
    except ValueError as error:
        return "refused", str(error)
    right, reasons = result.text == task.final, " | ".join(result.reasons)
    if result.confidence == "failed":
        return "refused", reasons
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
        shape = next((name for name, test in SHAPES if test(reasons)), "H. no reason / other")
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
