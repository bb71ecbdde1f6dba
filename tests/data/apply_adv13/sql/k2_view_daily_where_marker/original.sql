-- 2024_06_12_reporting.sql
BEGIN;

ALTER TABLE orders ADD COLUMN channel TEXT NOT NULL DEFAULT 'web';
ALTER TABLE orders ADD COLUMN discount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE VIEW daily_sales AS
SELECT
    date_trunc('day', o.placed_at) AS day,
    o.channel,
    count(*) AS orders,
    sum(o.total_cents) AS gross_cents,
    sum(o.discount_cents) AS discount_cents
FROM orders o
WHERE o.status <> 'cancelled'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW product_sales AS
SELECT
    i.product_id,
    count(*) AS lines,
    sum(i.quantity) AS units,
    sum(i.price_cents * i.quantity) AS gross_cents
FROM order_items i
JOIN orders o ON o.id = i.order_id
WHERE o.status <> 'cancelled'
GROUP BY 1;

INSERT INTO report_definitions (slug, title, view_name) VALUES
    ('daily-sales', 'Daily sales', 'daily_sales'),
    ('product-sales', 'Product sales', 'product_sales');

GRANT SELECT ON daily_sales TO reporting;
GRANT SELECT ON product_sales TO reporting;

COMMIT;
