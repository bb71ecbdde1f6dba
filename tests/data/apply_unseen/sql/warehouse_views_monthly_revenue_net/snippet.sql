-- ... existing views ...

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

-- ... existing views ...
