-- Reporting views for the sales dashboard.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.paid_at)::date AS day,
    count(*)                          AS orders,
    sum(o.total_cents) / 100.0        AS revenue_eur
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.paid_at)::date AS week,
    count(*)                           AS orders,
    sum(o.total_cents) / 100.0         AS revenue_eur
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at)::date AS month,
    count(*)                            AS orders,
    sum(o.total_cents) / 100.0          AS revenue_eur
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW revenue_by_country AS
SELECT
    c.country_code,
    count(*)                   AS orders,
    sum(o.total_cents) / 100.0 AS revenue_eur
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'paid'
GROUP BY c.country_code;

CREATE OR REPLACE VIEW top_products AS
SELECT
    p.sku,
    p.name,
    sum(li.quantity)                  AS units,
    sum(li.quantity * li.price_cents) AS revenue_cents
FROM line_items li
JOIN orders o ON o.id = li.order_id
JOIN products p ON p.id = li.product_id
WHERE o.status = 'paid'
GROUP BY p.sku, p.name
ORDER BY revenue_cents DESC
LIMIT 50;
