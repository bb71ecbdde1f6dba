import argparse
import csv
import json
import os
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path

# ... existing code ...


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="report.py", description="Summarise an events file.")
    parser.add_argument("events_file", type=Path)
    parser.add_argument("--days", type=int, default=None, help="only count events from the last N days")
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("REPORT_DIR", DEFAULT_OUTPUT)))
    args = parser.parse_args(argv[1:])
    events = load_events(args.events_file)
    if args.days is not None:
        events = events_since(events, args.days)
    target = write_summary(count_by_type(events), args.out)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
