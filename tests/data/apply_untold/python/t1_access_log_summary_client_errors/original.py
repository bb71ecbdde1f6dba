import argparse
import json
import sys
from collections import Counter
from pathlib import Path


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="Summarise access logs.")
    parser.add_argument("logfile", type=Path)
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--format", choices=["text", "json"], default="text")
    return parser.parse_args(argv)


def parse_line(line: str) -> dict | None:
    parts = line.split()
    if len(parts) < 9:
        return None
    return {
        "ip": parts[0],
        "method": parts[5].strip('"'),
        "path": parts[6],
        "status": int(parts[8]),
    }


def summarise(entries: list[dict], top: int) -> dict:
    by_path = Counter(e["path"] for e in entries)
    by_status = Counter(e["status"] for e in entries)
    by_ip = Counter(e["ip"] for e in entries)
    errors = sum(1 for e in entries if e["status"] >= 500)
    return {
        "requests": len(entries),
        "errors": errors,
        "top_paths": by_path.most_common(top),
        "statuses": dict(sorted(by_status.items())),
        "top_ips": by_ip.most_common(top),
    }


def render_text(summary: dict) -> str:
    lines = [f"requests: {summary['requests']}", f"errors:   {summary['errors']}", ""]
    lines.append("top paths:")
    for path, count in summary["top_paths"]:
        lines.append(f"  {count:>7}  {path}")
    lines.append("statuses:")
    for status, count in summary["statuses"].items():
        lines.append(f"  {status}  {count}")
    return "\n".join(lines)


def main(argv=None) -> int:
    args = parse_args(argv)
    entries = []
    with args.logfile.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            entry = parse_line(line)
            if entry is not None:
                entries.append(entry)
    summary = summarise(entries, args.top)
    if args.format == "json":
        print(json.dumps(summary, indent=2))
    else:
        print(render_text(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
