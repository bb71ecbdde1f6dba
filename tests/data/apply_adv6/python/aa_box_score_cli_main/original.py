#!/usr/bin/env python3
"""Import box scores from the league feed into the stats warehouse."""

import argparse
import logging
import sys
from datetime import date, timedelta

from leaguestats.feed import FeedClient
from leaguestats.warehouse import Warehouse

log = logging.getLogger("import_box_scores")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--season", required=True, help="season id, e.g. 2024-25")
    parser.add_argument("--day", type=date.fromisoformat, default=None)
    parser.add_argument("--dsn", default="postgresql://stats@localhost/stats")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def import_day(client, warehouse, season, day, dry_run=False):
    games = client.games_on(season, day)
    imported = 0
    for game in games:
        if game.status != "final":
            log.info("skipping %s (%s)", game.game_id, game.status)
            continue
        box = client.box_score(game.game_id)
        if dry_run:
            log.info("would import %s: %d player lines", game.game_id, len(box.players))
        else:
            warehouse.upsert_box_score(box)
        imported += 1
    return imported


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)

    day = args.day or date.today() - timedelta(days=1)
    client = FeedClient()
    warehouse = Warehouse(args.dsn)
    try:
        count = import_day(client, warehouse, args.season, day, dry_run=args.dry_run)
    finally:
        warehouse.close()

    log.info("imported %d games for %s", count, day)
    return 0


if __name__ == "__main__":
    sys.exit(main())
