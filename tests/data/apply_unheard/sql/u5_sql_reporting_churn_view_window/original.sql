-- Reporting views for the analytics dashboard.
-- Owner: data-platform team

CREATE OR REPLACE VIEW reporting.v_daily_revenue AS
SELECT
    date_trunc('day', o.paid_at) AS day,
    o.currency,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS revenue
FROM sales.orders o
WHERE o.status = 'paid'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.v_top_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    count(o.id) AS orders,
    sum(o.total_cents) / 100.0 AS lifetime_value
FROM sales.customers c
JOIN sales.orders o ON o.customer_id = c.id
WHERE o.status = 'paid'
GROUP BY c.id, c.email
ORDER BY lifetime_value DESC
LIMIT 100;

CREATE OR REPLACE VIEW reporting.v_churned_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    max(o.paid_at) AS last_order_at
FROM sales.customers c
JOIN sales.orders o ON o.customer_id = c.id
WHERE o.status = 'paid'
GROUP BY c.id, c.email
HAVING max(o.paid_at) < now() - interval '90 days';

CREATE OR REPLACE VIEW reporting.v_refund_rate AS
SELECT
    date_trunc('month', r.created_at) AS month,
    count(r.id)::numeric / nullif(count(DISTINCT o.id), 0) AS refund_rate
FROM sales.orders o
LEFT JOIN sales.refunds r ON r.order_id = o.id
GROUP BY 1;

GRANT SELECT ON reporting.v_daily_revenue TO analyst;
GRANT SELECT ON reporting.v_top_customers TO analyst;
GRANT SELECT ON reporting.v_churned_customers TO analyst;
GRANT SELECT ON reporting.v_refund_rate TO analyst;
