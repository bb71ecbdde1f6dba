-- Reporting views for the finance dashboard.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.paid_at)::date AS day,
    count(*)                           AS orders,
    sum(o.total_cents) / 100.0         AS revenue
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at)::date AS month,
    count(*)                             AS orders,
    count(DISTINCT o.customer_id)        AS customers,
    sum(o.total_cents) / 100.0           AS revenue,
    sum(o.tax_cents) / 100.0             AS tax
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
  AND NOT o.is_test
GROUP BY 1;

CREATE OR REPLACE VIEW revenue_by_country AS
SELECT
    c.country_code,
    count(*)                   AS orders,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'paid'
GROUP BY c.country_code;

CREATE OR REPLACE VIEW top_products_30d AS
SELECT
    p.sku,
    p.name,
    sum(oi.quantity)                      AS units,
    sum(oi.quantity * oi.unit_cents) / 100.0 AS revenue
FROM order_items oi
JOIN orders o   ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.status = 'paid'
  AND o.paid_at >= now() - interval '30 days'
GROUP BY p.sku, p.name
ORDER BY revenue DESC
LIMIT 20;

CREATE OR REPLACE VIEW refund_rate_monthly AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    count(*) FILTER (WHERE o.status = 'refunded')::numeric
        / NULLIF(count(*), 0)              AS refund_rate
FROM orders o
GROUP BY 1;
