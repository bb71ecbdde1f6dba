-- ...

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.paid_at)::date AS week,
    count(*)                           AS orders,
    count(DISTINCT o.customer_id)      AS customers,
    sum(o.total_cents) / 100.0         AS revenue_eur
FROM orders o
WHERE o.status IN ('paid', 'refunded_partial')
GROUP BY 1;

-- ... (rest unchanged) ...
