-- Reporting views used by the finance dashboard.
-- Re-run this file after every migration that touches orders or payments.

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', o.created_at)::date AS day,
    count(*)                               AS order_count,
    sum(o.total)                           AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1;

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', o.created_at)::date AS week,
    count(*)                                AS order_count,
    sum(o.total)                            AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    count(*)                                 AS order_count,
    sum(o.total)                             AS gross_revenue,
    coalesce(sum(r.amount), 0)               AS refunded,
    sum(o.total) - coalesce(sum(r.amount), 0) AS net_revenue,
    avg(o.total)                             AS avg_order_value
FROM orders o
LEFT JOIN refunds r ON r.order_id = o.id
WHERE o.status IN ('paid', 'shipped', 'delivered', 'refunded')
GROUP BY 1;

CREATE OR REPLACE VIEW revenue_by_country AS
SELECT
    a.country,
    count(DISTINCT o.user_id) AS customers,
    sum(o.total)              AS revenue
FROM orders o
JOIN addresses a ON a.id = o.address_id
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY a.country;

CREATE OR REPLACE VIEW top_customers AS
SELECT
    u.id,
    u.email,
    count(o.id)  AS orders,
    sum(o.total) AS lifetime_value
FROM users u
JOIN orders o ON o.user_id = u.id
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY u.id, u.email
ORDER BY lifetime_value DESC
LIMIT 100;
