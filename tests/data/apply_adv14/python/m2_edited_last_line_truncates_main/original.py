"""Sync local invoices with the billing API."""

import argparse
import logging
import sys

from billing.client import Client
from billing.config import load_config
from billing.sync import sync_invoices

log = logging.getLogger(__name__)


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--config", default="billing.toml")
    parser.add_argument("--since", help="only invoices changed since this date")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("-q", "--quiet", action="store_true")
    return parser.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    config = load_config(args.config)
    if args.verbose:
        logging.basicConfig(level=logging.DEBUG)
    else:
        logging.basicConfig(level=logging.INFO)
    client = Client(config.url, token=config.token)
    try:
        count = sync_invoices(client, since=args.since, dry_run=args.dry_run)
    except client.AuthError:
        log.error("the billing API refused the token")
        return 2
    log.info("synced %d invoices", count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
