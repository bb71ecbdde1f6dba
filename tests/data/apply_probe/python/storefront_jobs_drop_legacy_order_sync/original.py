"""Periodic background jobs for the storefront worker."""

import logging
from datetime import datetime, timedelta, timezone

from app.db import session_scope
from app.models import Cart, ExchangeRate, Order, Subscription
from app.services import mailer, rates_api
from app.worker import scheduler

log = logging.getLogger("worker.jobs")


@scheduler.job("purge_abandoned_carts", cron="*/30 * * * *")
def purge_abandoned_carts():
    cutoff = datetime.now(timezone.utc) - timedelta(hours=48)
    with session_scope() as session:
        deleted = (
            session.query(Cart)
            .filter(Cart.updated_at < cutoff, Cart.checked_out.is_(False))
            .delete(synchronize_session=False)
        )
    log.info("purged %d abandoned carts", deleted)


@scheduler.job("legacy_sync_orders", cron="*/5 * * * *")
def legacy_sync_orders():
    since = datetime.now(timezone.utc) - timedelta(minutes=10)
    with session_scope() as session:
        pending = (
            session.query(Order)
            .filter(Order.updated_at >= since, Order.synced.is_(False))
            .all()
        )
        for order in pending:
            order.synced = True
    log.info("synced %d orders (legacy path)", len(pending))


@scheduler.job("refresh_exchange_rates", cron="0 * * * *")
def refresh_exchange_rates():
    quotes = rates_api.fetch_latest(base="EUR")
    with session_scope() as session:
        for currency, rate in quotes.items():
            session.merge(ExchangeRate(currency=currency, rate=rate))
    log.info("refreshed %d exchange rates", len(quotes))


@scheduler.job("send_renewal_reminders", cron="0 9 * * *")
def send_renewal_reminders():
    window_end = datetime.now(timezone.utc) + timedelta(days=7)
    with session_scope() as session:
        due = (
            session.query(Subscription)
            .filter(Subscription.renews_at <= window_end, Subscription.reminded.is_(False))
            .all()
        )
        for sub in due:
            mailer.send_template(sub.customer_email, "renewal_reminder", sub=sub)
            sub.reminded = True
    log.info("sent %d renewal reminders", len(due))


@scheduler.job("expire_subscriptions", cron="5 0 * * *")
def expire_subscriptions():
    now = datetime.now(timezone.utc)
    with session_scope() as session:
        expired = (
            session.query(Subscription)
            .filter(Subscription.renews_at < now, Subscription.auto_renew.is_(False))
            .all()
        )
        for sub in expired:
            sub.status = "expired"
    log.info("expired %d subscriptions", len(expired))


@scheduler.job("flag_stale_orders", cron="30 2 * * *")
def flag_stale_orders():
    cutoff = datetime.now(timezone.utc) - timedelta(days=14)
    with session_scope() as session:
        stale = (
            session.query(Order)
            .filter(Order.status == "pending", Order.created_at < cutoff)
            .all()
        )
        for order in stale:
            order.status = "stale"
    log.info("flagged %d stale orders", len(stale))
