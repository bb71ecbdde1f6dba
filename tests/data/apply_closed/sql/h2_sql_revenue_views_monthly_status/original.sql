-- Reporting views used by the finance dashboard.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.created_at) AS period,
    count(*) AS order_count,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped')
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.created_at) AS period,
    count(*) AS order_count,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped')
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.created_at) AS period,
    count(*) AS order_count,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped')
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW revenue_by_product AS
SELECT
    p.sku,
    p.name,
    sum(oi.quantity) AS units_sold,
    sum(oi.quantity * oi.unit_price_cents) / 100.0 AS revenue
FROM order_items oi
JOIN orders o ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.status IN ('paid', 'shipped')
GROUP BY p.sku, p.name
ORDER BY revenue DESC;

CREATE OR REPLACE VIEW top_customers AS
SELECT
    c.id,
    c.email,
    count(o.id) AS order_count,
    sum(o.total_cents) / 100.0 AS lifetime_value
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.status IN ('paid', 'shipped')
GROUP BY c.id, c.email
ORDER BY lifetime_value DESC
LIMIT 100;
