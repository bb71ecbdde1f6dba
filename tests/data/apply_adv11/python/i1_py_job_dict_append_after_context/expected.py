"""Periodic jobs run by the scheduler."""

from datetime import timedelta

from app.jobs import billing, reports, cleanup

JOBS = [
    {
        "name": "charge-subscriptions",
        "func": billing.charge_due_subscriptions,
        "every": timedelta(hours=1),
        "queue": "billing",
    },
    {
        "name": "send-dunning-emails",
        "func": billing.send_dunning_emails,
        "every": timedelta(hours=6),
        "queue": "billing",
    },
    {
        "name": "monthly-revenue-report",
        "func": reports.monthly_revenue,
        "every": timedelta(days=30),
        "queue": "reports",
    },
    {
        "name": "weekly-revenue-report",
        "func": reports.weekly_revenue,
        "every": timedelta(days=7),
        "queue": "reports",
    },
    {
        "name": "purge-expired-sessions",
        "func": cleanup.purge_sessions,
        "every": timedelta(hours=1),
        "queue": "default",
    },
]


def schedule(scheduler):
    for job in JOBS:
        scheduler.add(job["name"], job["func"], every=job["every"], queue=job["queue"])
