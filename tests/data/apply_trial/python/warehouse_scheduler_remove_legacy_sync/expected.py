"""Background jobs for the warehouse service, run by APScheduler."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta, timezone

from apscheduler.schedulers.blocking import BlockingScheduler

from warehouse import db
from warehouse.clients import erp, shopify
from warehouse.notify import slack

log = logging.getLogger("warehouse.jobs")
scheduler = BlockingScheduler(timezone="UTC")


@scheduler.scheduled_job("interval", minutes=5, id="sync_inventory", max_instances=1)
def sync_inventory() -> None:
    with db.session() as session:
        levels = erp.fetch_stock_levels(since=db.last_sync(session, "inventory"))
        db.upsert_stock_levels(session, levels)
        db.mark_synced(session, "inventory")
    log.info("synced %d stock levels", len(levels))


@scheduler.scheduled_job("interval", minutes=10, id="push_shopify_stock", max_instances=1)
def push_shopify_stock() -> None:
    with db.session() as session:
        changed = db.stock_changed_since(session, db.last_sync(session, "shopify"))
        for item in changed:
            shopify.set_inventory_level(item.sku, item.available)
        db.mark_synced(session, "shopify")
    log.info("pushed %d stock levels to shopify", len(changed))


@scheduler.scheduled_job("cron", hour=6, minute=0, id="low_stock_report")
def low_stock_report() -> None:
    with db.session() as session:
        low = db.items_below_reorder_point(session)
    if low:
        lines = [f"• {item.sku} {item.name}: {item.available} left" for item in low]
        slack.post("#warehouse", "Low stock this morning:\n" + "\n".join(lines))


@scheduler.scheduled_job("cron", hour=3, minute=30, id="expire_reservations")
def expire_reservations() -> None:
    cutoff = datetime.now(timezone.utc) - timedelta(hours=48)
    with db.session() as session:
        expired = db.expire_reservations(session, older_than=cutoff)
    log.info("expired %d stale reservations", expired)


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    log.info("starting scheduler with %d jobs", len(scheduler.get_jobs()))
    scheduler.start()


if __name__ == "__main__":
    main()
