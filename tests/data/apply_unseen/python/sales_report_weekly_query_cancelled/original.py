"""Sales reports sent to the finance mailing list."""

import csv
import io
from datetime import date, timedelta

import psycopg

from reports.mail import send_report

DAILY_SALES_SQL = """
    SELECT date_trunc('day', o.created_at) AS period,
           sum(o.total_cents) / 100.0 AS revenue,
           count(*) AS orders
    FROM orders o
    WHERE o.created_at >= %(start)s
      AND o.created_at < %(end)s
    GROUP BY 1
    ORDER BY 1
"""

WEEKLY_SALES_SQL = """
    SELECT date_trunc('week', o.created_at) AS period,
           sum(o.total_cents) / 100.0 AS revenue,
           count(*) AS orders
    FROM orders o
    WHERE o.created_at >= %(start)s
      AND o.created_at < %(end)s
    GROUP BY 1
    ORDER BY 1
"""

MONTHLY_SALES_SQL = """
    SELECT date_trunc('month', o.created_at) AS period,
           sum(o.total_cents) / 100.0 AS revenue,
           count(*) AS orders
    FROM orders o
    WHERE o.created_at >= %(start)s
      AND o.created_at < %(end)s
    GROUP BY 1
    ORDER BY 1
"""

QUERIES = {
    "daily": DAILY_SALES_SQL,
    "weekly": WEEKLY_SALES_SQL,
    "monthly": MONTHLY_SALES_SQL,
}


def fetch_rows(dsn: str, kind: str, start: date, end: date) -> list[tuple]:
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute(QUERIES[kind], {"start": start, "end": end})
        return cur.fetchall()


def format_row(row: tuple) -> list[str]:
    period, revenue, orders = row
    return [period.strftime("%Y-%m-%d"), f"{revenue:.2f}", str(orders)]


def to_csv(rows: list[tuple]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["period", "revenue", "orders"])
    for row in rows:
        writer.writerow(format_row(row))
    return buf.getvalue()


def run(dsn: str, kind: str = "weekly", days: int = 90) -> None:
    end = date.today()
    start = end - timedelta(days=days)
    rows = fetch_rows(dsn, kind, start, end)
    send_report(
        subject=f"{kind.capitalize()} sales {start:%d %b} - {end:%d %b %Y}",
        attachment_name=f"sales-{kind}-{end:%Y%m%d}.csv",
        body=to_csv(rows),
    )
