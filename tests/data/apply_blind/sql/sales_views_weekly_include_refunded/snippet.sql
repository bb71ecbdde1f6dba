-- ... daily_sales unchanged ...

CREATE OR REPLACE VIEW reporting.weekly_sales AS
SELECT
    date_trunc('week', o.placed_at) AS period,
    o.currency,
    count(*) AS order_count,
    sum(o.total_cents) AS gross_cents,
    sum(o.discount_cents) AS discount_cents
FROM orders o
WHERE o.status IN ('paid', 'partially_refunded')
  AND o.placed_at >= now() - interval '1 year'
GROUP BY 1, 2;

-- ... monthly_sales, top_products and grants unchanged ...
