-- Reporting views used by the finance dashboard.
-- Recreated by the nightly deploy; keep them idempotent.

CREATE OR REPLACE VIEW reporting.daily_sales AS
SELECT
    date_trunc('day', o.placed_at) AS period,
    o.currency,
    count(*) AS order_count,
    sum(o.total_cents) AS gross_cents,
    sum(o.discount_cents) AS discount_cents
FROM orders o
WHERE o.status = 'paid'
  AND o.placed_at >= now() - interval '90 days'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.weekly_sales AS
SELECT
    date_trunc('week', o.placed_at) AS period,
    o.currency,
    count(*) AS order_count,
    sum(o.total_cents) AS gross_cents,
    sum(o.discount_cents) AS discount_cents
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
  AND o.placed_at >= now() - interval '1 year'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.monthly_sales AS
SELECT
    date_trunc('month', o.placed_at) AS period,
    o.currency,
    count(*) AS order_count,
    sum(o.total_cents) AS gross_cents,
    sum(o.discount_cents) AS discount_cents
FROM orders o
WHERE o.status = 'paid'
  AND o.placed_at >= now() - interval '3 years'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW reporting.top_products AS
SELECT
    p.id AS product_id,
    p.title,
    sum(oi.quantity) AS units_sold,
    sum(oi.quantity * oi.unit_price_cents) AS revenue_cents
FROM order_items oi
JOIN orders o ON o.id = oi.order_id
JOIN products p ON p.id = oi.product_id
WHERE o.status = 'paid'
GROUP BY p.id, p.title
ORDER BY revenue_cents DESC
LIMIT 50;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO dashboard_reader;
