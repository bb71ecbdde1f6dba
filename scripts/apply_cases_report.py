"""Right / written-but-wrong / refused of one or more versions of the merge on the hand-written apply cases.

    python scripts/apply_cases_report.py                              # this tree's merge
    python scripts/apply_cases_report.py --src /tmp/other/src --src src --group shape

"right": written (the merge is sure: exact or fuzzy) and equal to expected; "written but wrong": written and
not equal; "refused": not written (ambiguous / failed). Each --src is imported in its own process
(PYTHONPATH=SRC, as scripts/merge_report.py does); the cases are read with this tree's
fastapply.evals.cases. ``--list`` adds one line per case that is not right.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    sys.path[:0] = [str(ROOT / "src"), str(ROOT / "scripts")]
    from fastapply.data.tasks import write_tasks
    from fastapply.evals.cases import load_cases, markdown_table, outcome, tally
    from merge_report import merge_rows

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--src", action="append", help="a source tree holding fastapply (default: this tree's src)")
    parser.add_argument("--cases", default=str(ROOT / "tests" / "data" / "apply_cases"), help="the cases folder")
    parser.add_argument("--group", choices=("language", "shape"), default="language", help="rows per ...")
    parser.add_argument("--list", action="store_true", help="name every case that is not right")
    args = parser.parse_args()
    cases = {case.id: case for case in load_cases(args.cases)}
    tables, misses = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "cases.jsonl")
        write_tasks(path, cases.values())
        for src in args.src or [str(ROOT / "src")]:
            rows = merge_rows(src, "language", [path])
            results = {row[6]: outcome(row[2], row[5]) for row in rows}
            group_of = (lambda case: case.meta["shape"]) if args.group == "shape" else (lambda case: case.language)
            tables[src] = tally((group_of(cases[name]), result) for name, result in results.items())
            misses += [f"{src}: {name} [{cases[name].meta['shape']}] {result}"
                       for name, result in sorted(results.items()) if result != "right"]
    print(markdown_table(tables, args.group))
    if args.list:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
