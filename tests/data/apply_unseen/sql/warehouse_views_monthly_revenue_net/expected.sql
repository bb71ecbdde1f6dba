-- analytics/views.sql
-- Reporting views consumed by the BI dashboards. Re-run after each deploy.

CREATE OR REPLACE VIEW analytics.v_daily_signups AS
SELECT
    date_trunc('day', c.created_at)::date AS day,
    c.country_code,
    count(*) AS signups
FROM billing.customers c
GROUP BY 1, 2;

CREATE OR REPLACE VIEW analytics.v_active_subscriptions AS
SELECT
    p.code AS plan_code,
    p.billing_period,
    count(*) AS active_count
FROM billing.subscriptions s
JOIN billing.plans p ON p.id = s.plan_id
WHERE s.status = 'active'
  AND s.current_period_end > now()
GROUP BY p.code, p.billing_period;

CREATE OR REPLACE VIEW analytics.v_monthly_revenue AS
SELECT
    date_trunc('month', pay.created_at)::date AS month,
    i.currency,
    sum(pay.amount_cents) / 100.0 AS gross_revenue,
    coalesce(sum(r.refunded_cents), 0) / 100.0 AS refunds,
    (sum(pay.amount_cents) - coalesce(sum(r.refunded_cents), 0)) / 100.0 AS net_revenue
FROM billing.payments pay
JOIN billing.invoices i ON i.id = pay.invoice_id
LEFT JOIN (
    SELECT payment_id, sum(amount_cents) AS refunded_cents
    FROM billing.refunds
    WHERE status = 'completed'
    GROUP BY payment_id
) r ON r.payment_id = pay.id
WHERE pay.status = 'succeeded'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW analytics.v_churned_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    max(s.cancel_at) AS churned_at
FROM billing.customers c
JOIN billing.subscriptions s ON s.customer_id = c.id
GROUP BY c.id, c.email
HAVING bool_and(s.status = 'canceled');

CREATE OR REPLACE VIEW analytics.v_top_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    sum(pay.amount_cents) / 100.0 AS lifetime_value
FROM billing.customers c
JOIN billing.invoices i ON i.customer_id = c.id
JOIN billing.payments pay ON pay.invoice_id = i.id
WHERE pay.status = 'succeeded'
GROUP BY c.id, c.email
ORDER BY lifetime_value DESC
LIMIT 100;
