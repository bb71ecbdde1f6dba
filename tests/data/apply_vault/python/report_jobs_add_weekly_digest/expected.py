"""Scheduled reporting jobs."""

from datetime import date, timedelta

from reports.mailer import send_report
from reports.queries import (
    inventory_levels,
    new_signups,
    refunds_between,
    sales_between,
)
from reports.scheduler import scheduler


def _yesterday():
    today = date.today()
    return today - timedelta(days=1), today


@scheduler.job("daily_sales", cron="0 6 * * *")
def daily_sales_report():
    start, end = _yesterday()
    rows = sales_between(start, end)
    send_report(
        "Daily sales",
        rows,
        recipients=["sales@example.com"],
    )


@scheduler.job("daily_refunds", cron="15 6 * * *")
def daily_refunds_report():
    start, end = _yesterday()
    rows = refunds_between(start, end)
    send_report(
        "Daily refunds",
        rows,
        recipients=["finance@example.com"],
    )


@scheduler.job("daily_signups", cron="30 6 * * *")
def daily_signups_report():
    start, end = _yesterday()
    rows = new_signups(start, end)
    send_report(
        "New signups",
        rows,
        recipients=["growth@example.com"],
    )


@scheduler.job("inventory_snapshot", cron="0 7 * * *")
def inventory_snapshot_report():
    rows = inventory_levels()
    low = [row for row in rows if row["on_hand"] < row["reorder_point"]]
    send_report(
        "Inventory snapshot",
        rows,
        recipients=["ops@example.com"],
        highlight=low,
    )


@scheduler.job("weekly_sales_digest", cron="0 8 * * MON")
def weekly_sales_digest():
    end = date.today()
    start = end - timedelta(days=7)
    rows = sales_between(start, end)
    send_report(
        "Weekly sales digest",
        rows,
        recipients=["sales@example.com", "leadership@example.com"],
    )
