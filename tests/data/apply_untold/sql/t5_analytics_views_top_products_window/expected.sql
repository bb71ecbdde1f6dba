-- Reporting views for the analytics dashboard.

CREATE OR REPLACE VIEW v_daily_signups AS
SELECT
    date_trunc('day', created_at)::date AS day,
    count(*)                            AS signups
FROM users
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW v_daily_orders AS
SELECT
    date_trunc('day', o.created_at)::date AS day,
    count(*)                              AS orders,
    sum(o.total_cents) / 100.0            AS revenue
FROM orders o
WHERE o.status <> 'cancelled'
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW v_top_products AS
SELECT
    p.id,
    p.name,
    p.category,
    sum(oi.quantity)                  AS units_sold,
    sum(oi.quantity * oi.price_cents) AS revenue_cents
FROM order_items oi
JOIN products p ON p.id = oi.product_id
JOIN orders o ON o.id = oi.order_id
WHERE o.status NOT IN ('cancelled', 'refunded')
  AND o.created_at >= now() - interval '90 days'
GROUP BY p.id, p.name, p.category
ORDER BY units_sold DESC
LIMIT 50;

CREATE OR REPLACE VIEW v_customer_lifetime AS
SELECT
    u.id                         AS user_id,
    u.email,
    count(o.id)                  AS orders,
    coalesce(sum(o.total_cents), 0) AS lifetime_cents,
    min(o.created_at)            AS first_order_at,
    max(o.created_at)            AS last_order_at
FROM users u
LEFT JOIN orders o ON o.user_id = u.id AND o.status <> 'cancelled'
GROUP BY u.id, u.email;

CREATE OR REPLACE VIEW v_refund_rate AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    count(*) FILTER (WHERE o.status = 'refunded')::numeric / nullif(count(*), 0) AS refund_rate
FROM orders o
GROUP BY 1
ORDER BY 1;
