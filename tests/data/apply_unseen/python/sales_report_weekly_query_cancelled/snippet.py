# ...

WEEKLY_SALES_SQL = """
    SELECT date_trunc('week', o.created_at) AS period,
           sum(o.total_cents) / 100.0 AS revenue,
           count(*) AS orders
    FROM orders o
    WHERE o.created_at >= %(start)s
      AND o.created_at < %(end)s
      AND o.status NOT IN ('cancelled', 'refunded')
    GROUP BY 1
    ORDER BY 1
"""

# ... rest of the code ...

def format_row(row: tuple) -> list[str]:
    period, revenue, orders = row
    return [period.strftime("%Y-%m-%d"), f"{revenue:,.2f}", str(orders)]

# ... (rest unchanged) ...
