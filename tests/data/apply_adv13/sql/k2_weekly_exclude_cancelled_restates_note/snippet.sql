-- 0014_reporting_cleanup.sql
-- Reporting views after the orders table split (see 0013).

BEGIN;

-- legacy_totals removed: the weekly_totals view replaces it
CREATE OR REPLACE VIEW weekly_totals AS
SELECT
    date_trunc('week', o.placed_at) AS week,
    count(*) AS orders,
    sum(o.total_cents) AS total_cents
FROM orders o
WHERE o.status <> 'cancelled'
GROUP BY 1;

-- ... existing code ...
