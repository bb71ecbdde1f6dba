#!/usr/bin/env python3
"""Delete database backups older than the retention window.

Keeps every backup from the last --keep-daily days and the newest backup of
each ISO week for --keep-weekly weeks. Run from cron on the backup host:

    15 4 * * * /opt/backup/prune_backups.py /var/backups/postgres
"""

import argparse
import logging
import sys
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("prune_backups")

BACKUP_SUFFIX = ".sql.gz"
TIMESTAMP_FORMAT = "%Y%m%dT%H%M%S"


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Prune old database backups.")
    parser.add_argument("directory", type=Path)
    parser.add_argument("--keep-daily", type=int, default=7)
    parser.add_argument("--keep-weekly", type=int, default=8)
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def backup_time(path):
    """Read the timestamp from a name like ``app-20240131T041500.sql.gz``."""
    stamp = path.name[: -len(BACKUP_SUFFIX)].rsplit("-", 1)[-1]
    return datetime.strptime(stamp, TIMESTAMP_FORMAT)


def select_keep(backups, now, keep_daily, keep_weekly):
    keep = set()
    daily_cutoff = now - timedelta(days=keep_daily)
    weekly_cutoff = now - timedelta(weeks=keep_weekly)
    newest_per_week = {}
    for path in backups:
        taken = backup_time(path)
        if taken >= daily_cutoff:
            keep.add(path)
        elif taken >= weekly_cutoff:
            week = taken.isocalendar()[:2]
            current = newest_per_week.get(week)
            if current is None or backup_time(current) < taken:
                newest_per_week[week] = path
    keep.update(newest_per_week.values())
    return keep


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    if not args.directory.is_dir():
        log.error("%s is not a directory", args.directory)
        return 2

    backups = sorted(args.directory.glob(f"*{BACKUP_SUFFIX}"))
    keep = select_keep(backups, datetime.now(), args.keep_daily, args.keep_weekly)
    removed = 0
    for path in backups:
        if path in keep:
            log.debug("keeping %s", path.name)
            continue
        log.info("%s %s", "would remove" if args.dry_run else "removing", path.name)
        if not args.dry_run:
            path.unlink()
        removed += 1
    log.info("%d of %d backups pruned", removed, len(backups))
    return 0


if __name__ == "__main__":
    sys.exit(main())
