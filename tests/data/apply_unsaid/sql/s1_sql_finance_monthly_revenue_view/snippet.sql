CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', o.paid_at)::date AS month,
    count(*)                             AS orders,
    count(DISTINCT o.customer_id)        AS customers,
    sum(o.total_cents) / 100.0           AS revenue,
    sum(o.tax_cents) / 100.0             AS tax
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
  AND NOT o.is_test
GROUP BY 1;
