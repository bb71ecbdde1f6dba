-- Reporting views used by the finance dashboard.
-- Recreate with: psql -f reporting_views.sql

CREATE SCHEMA IF NOT EXISTS reporting;

CREATE OR REPLACE VIEW reporting.daily_orders AS
SELECT
    date_trunc('day', o.created_at)::date AS day,
    count(*) AS orders,
    count(DISTINCT o.customer_id) AS customers,
    sum(o.total_cents) / 100.0 AS gross_revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1;

CREATE OR REPLACE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    o.currency,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS gross_revenue,
    avg(o.total_cents) / 100.0 AS average_order_value
FROM orders o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.top_products AS
SELECT
    p.id AS product_id,
    p.name,
    sum(oi.quantity) AS units_sold,
    sum(oi.quantity * oi.unit_price_cents) / 100.0 AS revenue
FROM order_items oi
JOIN products p ON p.id = oi.product_id
JOIN orders o ON o.id = oi.order_id
WHERE o.status IN ('paid', 'shipped', 'delivered')
  AND o.created_at >= now() - interval '90 days'
GROUP BY p.id, p.name
ORDER BY revenue DESC
LIMIT 50;

CREATE OR REPLACE VIEW reporting.customer_lifetime_value AS
SELECT
    c.id AS customer_id,
    c.email,
    min(o.created_at) AS first_order_at,
    max(o.created_at) AS last_order_at,
    count(o.id) AS orders,
    coalesce(sum(o.total_cents), 0) / 100.0 AS lifetime_value
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id AND o.status IN ('paid', 'shipped', 'delivered')
GROUP BY c.id, c.email;
