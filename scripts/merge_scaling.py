"""Merge time of a many-chunk snippet on a repetitive file, by size (the files are
tests/test_merge_scaling.py's). Median of 3 merges per size, in this process: run it with the tree to time
on PYTHONPATH.

    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py 2000 8000 20000
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py 10000:400    # 400 chunks on 10,000 lines
    PYTHONPATH=src OMP_NUM_THREADS=1 python scripts/merge_scaling.py whole:10000  # the whole file, no markers
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_merge_scaling import many_chunks, repetitive_file

    from fastapply.apply.merge import forget, merge

    for size in sys.argv[1:] or ("2000", "8000", "20000"):  # LINES, LINES:CHUNKS (denser), or whole:LINES
        whole = size.startswith("whole:")
        n, _, chunks = size.removeprefix("whole:").partition(":")
        original = repetitive_file(int(n))
        update = original.replace("return None", "return 0", 1) if whole else \
            many_chunks(int(n), int(chunks) if chunks else None)
        times = []
        for _ in range(3):
            forget()  # (each merge starts cold: no line of this file cached)
            start = time.perf_counter()
            result = merge(original, update)
            times.append(time.perf_counter() - start)
        shape = "the whole file restated, no markers" if whole else f"{update.count('existing code') - 1} chunks"
        print(f"{n} lines, {shape}: {sorted(times)[1]:.3f} s ({result.confidence})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
