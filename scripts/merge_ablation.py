"""Each placement rule of the merge switched off alone, measured task by task against the merge as it is.

A rule is switched off in a copy of ``src`` (a temporary folder) by replacing its call site in
``apply/merge/place.py`` with the value that means "rule not applied"; each copy is imported in its own process
(``merge_report.merge_rows``). Prints, per rule, written right / written wrong / refused per task file and the
tasks whose outcome changed.

    OMP_NUM_THREADS=1 python scripts/merge_ablation.py data/real_cut.jsonl data/dev_assistant.jsonl
    OMP_NUM_THREADS=1 python scripts/merge_ablation.py --rule moved --rule tail data/dev_cut.jsonl
"""

from __future__ import annotations

import argparse
import collections
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLACE = Path("fastapply/apply/merge/place.py")
RULES = {  # rule -> (its call site in place.py, what replaces it)
    "leading_closers": ("pairs = leading_closers(source, snippet, chunk, lo)", "pairs = {}"),
    "moved": ("pairs = _moved(source, snippet, chunk, pairs)",
              "pairs = (lambda s, sn, c, p: p)(source, snippet, chunk, pairs)"),
    "repeated_edges_new": ("else _pinned_part(source, snippet, chunk, pairs, after, k)", "else None"),
    "rewritten_edges": ("sure, maybe = rewritten_edges(source, snippet, chunk, pairs, after, allowed)",
                        "sure, maybe = {}, {}"),
    "scoped": ("(inside := scoped(source, snippet, chunk, lo))", "(inside := None)"),
    "edge_pairs": ("        pairs = edge_pairs(source, snippet, chunk, lo, allowed)", "        pairs = {}"),
    "tail": ("tail = edge_pairs(source, snippet, chunk, max(pairs.values()) + 1, allowed, ends_only=True)",
             "tail = {}"),
    "identity_anchor": ("edits = identity_anchor(source, snippet, chunk, lo, allowed) if not pairs else {}",
                        "edits = {}"),
    "trailing_edit": ("edits.update(trailing_edit(source, snippet, chunk, {**pairs, **edits}, allowed))", "pass"),
    "wrapped": ("wrapped = _wrapped(source, snippet, chunk, pairs)", "wrapped = set()"),
    "blanks": ("    blanks(source, snippet, chunk, spot)\n", "    pass\n"),
    "widen": ("    widen(source, snippet, chunk, lo, spot, allowed)\n", "    pass\n"),
    "restate": ("    restate(source, snippet, chunk, spot)\n", "    pass\n"),
    "beyond": ("    beyond(source, snippet, chunk, spot)\n", "    pass\n"),
    "whole_file": ("        whole_file(source, snippet, chunk, spot)\n", "        pass\n"),
}


def outcomes(src: Path, files: list[str]) -> dict[tuple[str, str, int], str]:
    """(task file, task id, k-th task of that id) -> right / wrong / refused, for the merge in ``src``."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from merge_report import merge_rows

    seen: collections.Counter = collections.Counter()
    out = {}
    for row in merge_rows(str(src), "language", files):
        seen[(row[0], row[6])] += 1
        out[(Path(row[0]).name, row[6], seen[(row[0], row[6])])] = \
            "right" if row[2] and row[5] else "wrong" if row[5] else "refused"
    return out


def tally(found: dict[tuple[str, str, int], str]) -> str:
    counts = collections.Counter((name, outcome) for (name, _, _), outcome in found.items())
    names = dict.fromkeys(name for name, _, _ in found)
    return " | ".join(f"{n}: {counts[(n, 'right')]}/{counts[(n, 'wrong')]}/{counts[(n, 'refused')]}" for n in names)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="task files (JSONL)")
    parser.add_argument("--rule", action="append", choices=sorted(RULES), help="only these rules (default: all)")
    parser.add_argument("--show", type=int, default=10, help="changed tasks to list per rule")
    args = parser.parse_args()
    source = (ROOT / "src" / PLACE).read_text()
    missing = [rule for rule in args.rule or RULES if source.count(RULES[rule][0]) != 1]
    if missing:
        print(f"call site not found once in {PLACE} (the code moved on; update RULES): {', '.join(missing)}",
              file=sys.stderr)
        return 2
    base = outcomes(ROOT / "src", args.files)
    print(f"## as it is: {tally(base)}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for rule in args.rule or RULES:
            copy = Path(tmp) / rule / "src"
            shutil.copytree(ROOT / "src", copy, ignore=shutil.ignore_patterns("__pycache__"))
            old, new = RULES[rule]
            (copy / PLACE).write_text(source.replace(old, new))
            found = outcomes(copy, args.files)
            changed = [(key, base[key], found[key]) for key in base if found.get(key) != base[key]]
            moves = collections.Counter(f"{a}->{b}" for _, a, b in changed)
            print(f"## without {rule}: {tally(found)}\n   changed: {dict(moves) or 'none'}", flush=True)
            for key, before, after in changed[: args.show]:
                print(f"   {key[0]} {key[1]} #{key[2]}: {before} -> {after}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
