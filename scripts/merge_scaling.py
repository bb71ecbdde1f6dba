"""Merge time of a many-chunk snippet on a repetitive file, by size (the files are
tests/test_merge_scaling.py's). Median of 3 merges per size, in this process: run it with the tree to time
on PYTHONPATH.

    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py 2000 8000 20000
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py 10000:400    # 400 chunks on 10,000 lines
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py whole:10000  # the whole file, no markers
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py new:20000    # a tenth as many new ``if`` lines
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py named:20000  # new functions, named markers
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py fresh:20000  # no marker, every line new
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py cut:20000    # the whole file less a tenth
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py every:20000  # every function edited
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py loops:20000  # JavaScript, every loop edited
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def _named(original: str, n: int) -> str:
    parts = ["# ... existing code ..."]
    for i in range(5, n // 10, 5):
        parts += [f"def new_{i}(z):", f"    return zork_{i}(z)", f"# ... f{i} and the rest unchanged ..."]
    return "\n".join(parts) + "\n"


SHAPES = {
    "whole": lambda original, n: original.replace("return None", "return 0", 1),
    "new": lambda original, n: "# ... existing code ...\n" + "\n".join(
        f"    if x_{i} > {i} and y:" for i in range(n // 10)) + "\n# ... existing code ...\n",
    "named": _named,
    "fresh": lambda original, n: "".join(f"value_{i} = {i}\n" for i in range(n)),
    "cut": lambda original, n: "def f".join(f for i, f in enumerate(original.split("def f")) if i % 10 != 6),
    "every": lambda original, n: original.replace("        return x\n", "        return -x\n"),
    "loops": lambda original, n: original.replace("s += x * ", "s -= x * "),  # (on ``loop_functions``)
}
NAMES = {"whole": "the whole file restated, no markers", "new": "a tenth as many new lines between markers",
         "named": "a new function before every fifth, each before a marker naming it",
         "fresh": "as many lines, all new, no marker (refused: nothing places them)",
         "cut": "the whole file less every tenth function, no markers",
         "every": "the whole file, a line of every function edited, no markers",
         "loops": "a JavaScript file of functions restated whole, every loop body edited, no markers"}


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_merge_scaling import loop_functions, many_chunks, repetitive_file

    from fastapply.apply.merge import forget, merge

    for size in sys.argv[1:] or ("2000", "8000", "20000"):  # LINES, LINES:CHUNKS (denser), or SHAPE:LINES
        kind, _, rest = size.rpartition(":") if size.split(":")[0] in SHAPES else ("", "", size)
        n, _, chunks = rest.partition(":")
        original, language = (loop_functions(int(n)), "javascript") if kind == "loops" else (repetitive_file(int(n)), None)
        update = SHAPES[kind](original, int(n)) if kind else many_chunks(int(n), int(chunks) if chunks else None)
        times = []
        for _ in range(3):
            forget()  # (each merge starts cold: no line of this file cached)
            start = time.perf_counter()
            result = merge(original, update, language=language)
            times.append(time.perf_counter() - start)
        shape = NAMES.get(kind) or f"{update.count('existing code') - 1} chunks"
        print(f"{n} lines, {shape}: {sorted(times)[1]:.3f} s ({result.confidence})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
