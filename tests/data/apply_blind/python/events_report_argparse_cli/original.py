import csv
import json
import os
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path

DEFAULT_OUTPUT = Path("reports")


def load_events(path: Path) -> list[dict]:
    with path.open() as fh:
        return [json.loads(line) for line in fh if line.strip()]


def events_since(events: list[dict], days: int) -> list[dict]:
    cutoff = datetime.now(timezone.utc) - timedelta(days=days)
    return [e for e in events if datetime.fromisoformat(e["ts"]) >= cutoff]


def count_by_type(events: list[dict]) -> Counter:
    return Counter(e["type"] for e in events)


def group_by_user(events: list[dict]) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = defaultdict(list)
    for event in events:
        grouped[event["user_id"]].append(event)
    return grouped


def write_summary(counts: Counter, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / "summary.csv"
    with target.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["event_type", "count"])
        for event_type, count in counts.most_common():
            writer.writerow([event_type, count])
    return target


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: report.py EVENTS_FILE [DAYS]", file=sys.stderr)
        return 2
    events = load_events(Path(argv[1]))
    if len(argv) > 2:
        events = events_since(events, int(argv[2]))
    out_dir = Path(os.environ.get("REPORT_DIR", DEFAULT_OUTPUT))
    target = write_summary(count_by_type(events), out_dir)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
