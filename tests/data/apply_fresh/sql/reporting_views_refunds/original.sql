-- 0042_orders_reporting.sql
-- Reporting views for the finance dashboard.

BEGIN;

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.paid_at)::date AS day,
    o.currency,
    count(*)                           AS orders,
    sum(o.total_cents)                 AS revenue_cents
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at)::date AS month,
    o.currency,
    count(*)                             AS orders,
    sum(o.total_cents)                   AS revenue_cents
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW top_customers AS
SELECT
    c.id,
    c.name,
    sum(o.total_cents) AS lifetime_cents,
    max(o.paid_at)     AS last_order_at
FROM customers c
JOIN orders o ON o.customer_id = c.id AND o.status = 'paid'
GROUP BY c.id, c.name
ORDER BY lifetime_cents DESC
LIMIT 100;

GRANT SELECT ON daily_revenue, monthly_revenue, top_customers TO reporting;

COMMIT;
