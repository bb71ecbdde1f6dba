-- Reporting views for the analytics dashboard.
-- Rebuilt by `make reporting-views`; safe to re-run.

CREATE SCHEMA IF NOT EXISTS reporting;

CREATE OR REPLACE VIEW reporting.daily_signups AS
SELECT
    date_trunc('day', u.created_at)::date AS day,
    count(*) AS signups,
    count(*) FILTER (WHERE u.referrer_id IS NOT NULL) AS referred_signups
FROM public.users AS u
WHERE u.deleted_at IS NULL
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW reporting.daily_orders AS
SELECT
    date_trunc('day', o.placed_at)::date AS day,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS revenue,
    avg(o.total_cents) / 100.0 AS avg_order_value
FROM public.orders AS o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW reporting.daily_refunds AS
SELECT
    date_trunc('day', r.created_at)::date AS day,
    count(*) AS refunds,
    sum(r.amount_cents) / 100.0 AS refunded
FROM public.refunds AS r
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW reporting.weekly_orders AS
SELECT
    date_trunc('week', o.placed_at)::date AS week,
    count(*) AS orders,
    count(DISTINCT o.customer_id) AS customers,
    sum(o.total_cents) / 100.0 AS revenue
FROM public.orders AS o
WHERE o.status IN ('paid', 'shipped', 'delivered')
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW reporting.top_products_30d AS
SELECT
    p.id AS product_id,
    p.name,
    sum(ol.quantity) AS units,
    sum(ol.quantity * ol.unit_price_cents) / 100.0 AS revenue
FROM public.order_lines AS ol
JOIN public.orders AS o ON o.id = ol.order_id
JOIN public.products AS p ON p.id = ol.product_id
WHERE o.placed_at >= now() - interval '30 days'
  AND o.status IN ('paid', 'shipped', 'delivered')
GROUP BY p.id, p.name
ORDER BY revenue DESC
LIMIT 50;

CREATE OR REPLACE VIEW reporting.weekly_signups AS
SELECT
    date_trunc('week', u.created_at)::date AS week,
    count(*) AS signups,
    count(*) FILTER (WHERE u.referrer_id IS NOT NULL) AS referred_signups,
    count(*) FILTER (WHERE u.email_verified_at IS NOT NULL) AS verified_signups
FROM public.users AS u
WHERE u.deleted_at IS NULL
GROUP BY 1
ORDER BY 1;
