-- views/analytics.sql
-- Reporting views consumed by the Metabase dashboards. Re-run after every deploy.

CREATE SCHEMA IF NOT EXISTS analytics;

-- Customers with at least one non-canceled subscription.
CREATE OR REPLACE VIEW analytics.v_active_customers AS
SELECT c.id,
       c.email,
       c.country_code,
       min(s.created_at) AS first_subscribed_at,
       count(*)          AS active_subscriptions
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
WHERE s.status IN ('trialing', 'active', 'past_due')
GROUP BY c.id, c.email, c.country_code;

-- Revenue per day from paid invoices, net of tax.
CREATE OR REPLACE VIEW analytics.v_daily_revenue AS
SELECT date_trunc('day', i.paid_at)::date        AS day,
       i.currency,
       sum(i.total_cents - i.tax_cents) / 100.0  AS net_revenue,
       count(*)                                  AS invoices_paid
FROM invoices i
WHERE i.status = 'paid'
GROUP BY 1, 2;

-- Legacy revenue view kept for the old finance export; gross amounts, USD only.
CREATE OR REPLACE VIEW analytics.v_daily_revenue_legacy AS
SELECT date_trunc('day', i.paid_at)::date AS day,
       sum(i.total_cents) / 100.0         AS revenue
FROM invoices i
WHERE i.status = 'paid'
  AND i.currency = 'USD'
GROUP BY 1;

-- Monthly churn per plan: subscriptions canceled in the month / active at its start.
CREATE OR REPLACE VIEW analytics.v_plan_churn AS
WITH months AS (
    SELECT generate_series(date_trunc('month', now()) - interval '11 months',
                           date_trunc('month', now()),
                           interval '1 month') AS month_start
)
SELECT m.month_start::date AS month,
       p.code              AS plan,
       count(*) FILTER (WHERE s.canceled_at >= m.month_start
                          AND s.canceled_at < m.month_start + interval '1 month') AS canceled,
       count(*) FILTER (WHERE s.created_at < m.month_start
                          AND (s.canceled_at IS NULL OR s.canceled_at >= m.month_start)) AS active_at_start
FROM months m
CROSS JOIN plans p
LEFT JOIN subscriptions s ON s.plan_id = p.id
GROUP BY 1, 2;

-- Open invoices past their due date, oldest first.
CREATE OR REPLACE VIEW analytics.v_overdue_invoices AS
SELECT i.id,
       i.number,
       c.email,
       i.total_cents / 100.0          AS amount,
       i.currency,
       now()::date - i.due_at::date    AS days_overdue
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.status = 'open'
  AND i.due_at < now()
ORDER BY i.due_at;

GRANT USAGE ON SCHEMA analytics TO reporting_ro;
GRANT SELECT ON ALL TABLES IN SCHEMA analytics TO reporting_ro;
