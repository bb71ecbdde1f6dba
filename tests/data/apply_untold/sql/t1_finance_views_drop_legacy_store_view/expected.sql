-- reporting_views.sql
-- Views used by the finance dashboard. Re-run after every schema migration.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.paid_at) AS day,
    o.currency,
    SUM(o.total_cents) / 100.0 AS revenue,
    COUNT(*) AS orders
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at) AS month,
    o.currency,
    SUM(o.total_cents) / 100.0 AS revenue,
    COUNT(*) AS orders
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW refunds_by_reason AS
SELECT
    r.reason,
    COUNT(*) AS refunds,
    SUM(r.amount_cents) / 100.0 AS refunded
FROM refunds r
GROUP BY r.reason;

CREATE OR REPLACE VIEW top_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    SUM(o.total_cents) / 100.0 AS lifetime_value
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.status = 'paid'
GROUP BY c.id, c.email
ORDER BY lifetime_value DESC
LIMIT 100;
