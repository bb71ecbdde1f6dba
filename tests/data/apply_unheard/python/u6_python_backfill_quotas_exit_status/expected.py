"""Backfill storage quotas for accounts created before the quota feature."""

import argparse
import logging
import sys
from datetime import date

from app.db import session_scope
from app.models import Account, Quota

log = logging.getLogger("backfill_quotas")

DEFAULT_QUOTA_MB = {
    "free": 500,
    "team": 10_000,
    "business": 100_000,
}


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--since", type=date.fromisoformat, required=True)
    parser.add_argument("--batch-size", type=int, default=500)
    parser.add_argument("--dry-run", action="store_true")
    return parser.parse_args(argv)


def accounts_missing_quota(session, since, batch_size):
    query = (
        session.query(Account)
        .outerjoin(Quota, Quota.account_id == Account.id)
        .filter(Quota.id.is_(None), Account.created_at >= since)
        .order_by(Account.id)
    )
    return query.yield_per(batch_size)


def quota_for(account):
    return DEFAULT_QUOTA_MB.get(account.plan, DEFAULT_QUOTA_MB["free"])


def backfill(session, accounts, dry_run):
    created = 0
    for account in accounts:
        limit = quota_for(account)
        if dry_run:
            log.info("would set quota %s MB for account %s", limit, account.id)
        else:
            session.add(Quota(account_id=account.id, limit_mb=limit))
        created += 1
    return created


def main(argv=None):
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    with session_scope() as session:
        accounts = accounts_missing_quota(session, args.since, args.batch_size)
        created = backfill(session, accounts, args.dry_run)
        if args.dry_run:
            session.rollback()
    log.info("%s quotas %s", created, "to create" if args.dry_run else "created")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
