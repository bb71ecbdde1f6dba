-- ... daily_revenue and weekly_revenue views as before ...

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    count(*)                                 AS order_count,
    sum(o.total)                             AS gross_revenue,
    coalesce(sum(r.amount), 0)               AS refunded,
    sum(o.total) - coalesce(sum(r.amount), 0) AS net_revenue,
    avg(o.total)                             AS avg_order_value
FROM orders o
LEFT JOIN refunds r ON r.order_id = o.id
WHERE o.status IN ('paid', 'shipped', 'delivered', 'refunded')
GROUP BY 1;

-- ... country and customer views unchanged ...
