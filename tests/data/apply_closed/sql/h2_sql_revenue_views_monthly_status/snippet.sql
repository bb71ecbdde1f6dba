-- ... existing views ...

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.created_at) AS period,
    count(*) AS order_count,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1
ORDER BY 1;

-- ... existing views ...
