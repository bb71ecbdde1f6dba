import csv
import gzip
import json
import logging
from pathlib import Path
from typing import Iterable, Mapping

# ... existing code ...


def write_jsonl(rows: Iterable[Mapping[str, object]], path: Path) -> int:
    count = 0
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(normalize(row)) + "\n")
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count

# ... existing code ...
