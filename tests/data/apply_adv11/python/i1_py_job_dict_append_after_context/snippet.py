# ... existing code ...
        "every": timedelta(hours=6),
        "queue": "billing",
    },
    {
        "name": "monthly-revenue-report",
        "func": reports.monthly_revenue,
        "every": timedelta(days=30),
        "queue": "reports",
    },
# ... existing code ...
