-- views/revenue.sql: reporting views used by the finance dashboard.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.paid_at) AS period,
    count(*) AS orders,
    sum(o.total) AS revenue,
    avg(o.total) AS avg_order_value
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.paid_at) AS period,
    count(*) AS orders,
    sum(o.total) AS revenue,
    avg(o.total) AS avg_order_value
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at) AS period,
    count(*) AS orders,
    sum(o.total) AS revenue,
    avg(o.total) AS avg_order_value
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
GROUP BY 1;

CREATE OR REPLACE VIEW revenue_by_product AS
SELECT
    p.sku,
    p.title,
    sum(oi.quantity) AS units,
    sum(oi.quantity * oi.unit_price) AS revenue
FROM order_items oi
JOIN orders o ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.status = 'paid'
GROUP BY p.sku, p.title;

CREATE OR REPLACE VIEW top_customers AS
SELECT
    u.id AS user_id,
    u.email,
    count(o.id) AS orders,
    sum(o.total) AS lifetime_value
FROM users u
JOIN orders o ON o.user_id = u.id
WHERE o.status = 'paid'
GROUP BY u.id, u.email
ORDER BY lifetime_value DESC
LIMIT 100;
