CREATE OR REPLACE VIEW analytics.revenue_by_month AS
SELECT
    date_trunc('month', i.paid_at)::date           AS month,
    p.currency                                     AS currency,
    sum(i.amount_cents - i.tax_cents) / 100.0      AS net_revenue,
    sum(i.tax_cents) / 100.0                       AS tax,
    count(DISTINCT s.customer_id)                  AS paying_customers
FROM invoices i
JOIN subscriptions s ON s.id = i.subscription_id
JOIN plans p ON p.id = s.plan_id
WHERE i.paid_at IS NOT NULL
GROUP BY 1, 2;
