-- ... daily and weekly views unchanged ...

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at) AS period,
    count(*) AS orders,
    sum(o.total) AS revenue,
    avg(o.total) AS avg_order_value
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
GROUP BY 1;

-- ... rest unchanged ...
