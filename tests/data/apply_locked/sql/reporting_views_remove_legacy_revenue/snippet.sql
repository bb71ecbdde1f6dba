-- ... existing code ...
    count(DISTINCT o.customer_id)     AS paying_customers
FROM orders o
WHERE o.status = 'paid'
GROUP BY 1;

CREATE OR REPLACE VIEW customer_lifetime_value AS
SELECT
-- ... existing code ...
