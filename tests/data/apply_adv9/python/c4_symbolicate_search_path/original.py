"""Symbolication of crash reports uploaded by game clients."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


@dataclass
class Frame:
    module: str
    offset: int
    symbol: str | None = None


@dataclass
class CrashReport:
    report_id: str
    build_id: str
    platform: str
    frames: list[Frame] = field(default_factory=list)


def load_symbol_table(path: str) -> dict[int, str]:
    """Parse a Breakpad `.sym` file into an offset -> function name map."""
    table: dict[int, str] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.startswith("FUNC "):
                continue
            _, offset, _size, _params, name = line.rstrip("\n").split(" ", 4)
            table[int(offset, 16)] = name
    return table


def symbolicate(report: CrashReport, symbol_dir: str) -> int:
    """Fill in frame symbols in place; returns how many frames were resolved."""
    resolved = 0
    tables: dict[str, dict[int, str]] = {}
    for frame in report.frames:
        if frame.module not in tables:
            path = os.path.join(symbol_dir, report.build_id, frame.module + ".sym")
            if not os.path.exists(path):
                log.warning("no symbols for %s in build %s", frame.module, report.build_id)
                tables[frame.module] = {}
            else:
                tables[frame.module] = load_symbol_table(path)
        table = tables[frame.module]
        candidates = [off for off in table if off <= frame.offset]
        if candidates:
            frame.symbol = table[max(candidates)]
            resolved += 1
    return resolved


def process_batch(reports: list[CrashReport], symbol_dir: str) -> dict[str, int]:
    results = {}
    for report in reports:
        results[report.report_id] = symbolicate(report, symbol_dir)
    return results


def process_single(report: CrashReport, symbol_dir: str) -> None:
    count = symbolicate(report, symbol_dir)
    log.info("report %s: %d/%d frames resolved", report.report_id, count, len(report.frames))


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(description="Symbolicate crash report dumps")
    parser.add_argument("reports", help="JSON file with a list of crash reports")
    parser.add_argument("--symbols", default="/mnt/symbols", help="symbol store root")
    args = parser.parse_args(argv)

    with open(args.reports, encoding="utf-8") as fh:
        raw = json.load(fh)
    reports = [
        CrashReport(r["id"], r["build_id"], r["platform"], [Frame(f["module"], f["offset"]) for f in r["frames"]])
        for r in raw
    ]
    results = process_batch(reports, args.symbols)
    unresolved = [rid for rid, n in results.items() if n == 0]
    if unresolved:
        log.error("%d reports had no resolved frames", len(unresolved))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
