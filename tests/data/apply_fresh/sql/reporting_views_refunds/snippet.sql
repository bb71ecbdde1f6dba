-- ... header, BEGIN and daily_revenue unchanged ...

CREATE OR REPLACE VIEW monthly_revenue AS
-- ... existing query ...
GROUP BY 1, 2;

CREATE OR REPLACE VIEW refunds_by_month AS
SELECT
    date_trunc('month', r.created_at)::date AS month,
    r.currency,
    count(*)                                AS refunds,
    sum(r.amount_cents)                     AS refunded_cents
FROM refunds r
WHERE r.status = 'succeeded'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW top_customers AS
-- ... unchanged ...

GRANT SELECT ON daily_revenue, monthly_revenue, refunds_by_month, top_customers TO reporting;

-- ... existing code ...
