-- Reporting views for the billing warehouse
-- Owner: data-platform

SET search_path TO billing, public;

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', p.paid_at)::date AS month,
    pl.code                              AS plan_code,
    count(DISTINCT i.customer_id)        AS paying_customers,
    sum(p.amount_cents) / 100.0          AS revenue
FROM payments p
JOIN invoices i      ON i.id = p.invoice_id
JOIN subscriptions s ON s.id = i.subscription_id
JOIN plans pl        ON pl.id = s.plan_id
GROUP BY 1, 2;

CREATE OR REPLACE VIEW customer_ltv AS
SELECT
    c.id                                     AS customer_id,
    c.email,
    min(p.paid_at)                           AS first_payment_at,
    max(p.paid_at)                           AS last_payment_at,
    coalesce(sum(p.amount_cents), 0) / 100.0 AS lifetime_value
FROM customers c
LEFT JOIN invoices i ON i.customer_id = c.id
LEFT JOIN payments p ON p.invoice_id = i.id
GROUP BY c.id, c.email;

CREATE OR REPLACE VIEW churn_by_plan AS
SELECT
    pl.code                                   AS plan_code,
    date_trunc('month', s.cancelled_at)::date AS month,
    count(*)                                  AS cancellations
FROM subscriptions s
JOIN plans pl ON pl.id = s.plan_id
WHERE s.cancelled_at IS NOT NULL
GROUP BY 1, 2;

CREATE OR REPLACE VIEW open_invoices AS
SELECT
    i.id,
    c.email,
    i.total_cents / 100.0 AS amount,
    i.due_at,
    now() > i.due_at      AS overdue
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.status = 'open';

GRANT SELECT ON monthly_revenue, customer_ltv, churn_by_plan, open_invoices TO reporting;
