# ... existing code ...


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
