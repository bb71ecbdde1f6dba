#!/usr/bin/env python
"""Upload tractor CAN-bus telemetry dumps to the farm data lake.

Usage: upload_telemetry.py DUMP_DIR [--since YYYY-MM-DD] [--dry-run]
"""
import argparse
import gzip
import json
import logging
import os
from datetime import date, datetime
from pathlib import Path

import boto3

BUCKET = os.environ.get("TELEMETRY_BUCKET", "riverbend-telemetry-raw")
PREFIX = "canbus/v2"

log = logging.getLogger("upload_telemetry")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dump_dir", type=Path)
    parser.add_argument("--since", type=date.fromisoformat, default=None)
    parser.add_argument("--dry-run", action="store_true")
    return parser.parse_args(argv)


def iter_dumps(dump_dir, since=None):
    for path in sorted(dump_dir.glob("*.jsonl.gz")):
        # file names look like T8-390_2024-04-11.jsonl.gz
        machine_id, _, day = path.name.split(".")[0].partition("_")
        dump_day = date.fromisoformat(day)
        if since and dump_day < since:
            continue
        yield machine_id, dump_day, path


def summarize(path):
    engine_hours = 0.0
    records = 0
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            records += 1
            engine_hours = max(engine_hours, rec.get("engine_hours", 0.0))
    return {"records": records, "engine_hours": engine_hours}


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    s3 = boto3.client("s3")
    uploaded = 0
    for machine_id, day, path in iter_dumps(args.dump_dir, args.since):
        key = f"{PREFIX}/{machine_id}/{day:%Y/%m/%d}/{path.name}"
        meta = summarize(path)
        log.info("%s -> s3://%s/%s (%d records)", path.name, BUCKET, key, meta["records"])
        if args.dry_run:
            continue
        s3.upload_file(
            str(path),
            BUCKET,
            key,
            ExtraArgs={"Metadata": {k: str(v) for k, v in meta.items()}},
        )
        uploaded += 1
    log.info("uploaded %d dumps at %s", uploaded, datetime.now().isoformat(timespec="seconds"))
    return 0


if __name__ == "__main__":
    main()
