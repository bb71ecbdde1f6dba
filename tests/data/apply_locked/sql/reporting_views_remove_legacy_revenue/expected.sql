-- Reporting views used by the BI dashboards.
-- Re-run this file after schema changes: every view is CREATE OR REPLACE.

CREATE OR REPLACE VIEW daily_orders AS
SELECT
    date_trunc('day', o.created_at) AS day,
    count(*)                        AS order_count,
    sum(o.total)                    AS revenue
FROM orders o
WHERE o.status <> 'cancelled'
GROUP BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.created_at) AS month,
    sum(o.total)                      AS revenue,
    count(DISTINCT o.customer_id)     AS paying_customers
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW customer_lifetime_value AS
SELECT
    c.id                        AS customer_id,
    c.email,
    min(o.created_at)           AS first_order_at,
    count(o.id)                 AS orders,
    coalesce(sum(o.total), 0)   AS lifetime_value
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'paid'
GROUP BY c.id, c.email;

CREATE OR REPLACE VIEW top_products_30d AS
SELECT
    p.id,
    p.name,
    sum(oi.quantity)                 AS units,
    sum(oi.quantity * oi.unit_price) AS revenue
FROM order_items oi
JOIN orders o   ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.status = 'paid'
  AND o.created_at >= now() - interval '30 days'
GROUP BY p.id, p.name
ORDER BY revenue DESC
LIMIT 50;
