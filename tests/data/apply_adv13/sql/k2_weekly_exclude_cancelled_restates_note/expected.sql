-- 0014_reporting_cleanup.sql
-- Reporting views after the orders table split (see 0013).

BEGIN;

-- legacy_totals removed: the weekly_totals view replaces it
CREATE OR REPLACE VIEW weekly_totals AS
SELECT
    date_trunc('week', o.placed_at) AS week,
    count(*) AS orders,
    sum(o.total_cents) AS total_cents
FROM orders o
WHERE o.status <> 'cancelled'
GROUP BY 1;

CREATE OR REPLACE VIEW top_products AS
SELECT
    i.product_id,
    sum(i.quantity) AS units,
    sum(i.quantity * i.price_cents) AS revenue_cents
FROM order_items i
JOIN orders o ON o.id = i.order_id
WHERE o.placed_at >= now() - interval '90 days'
GROUP BY 1
ORDER BY revenue_cents DESC
LIMIT 50;

CREATE INDEX IF NOT EXISTS orders_placed_at_idx ON orders (placed_at);

GRANT SELECT ON weekly_totals TO reporting;
GRANT SELECT ON top_products TO reporting;

COMMIT;
