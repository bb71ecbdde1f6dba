CREATE OR REPLACE VIEW reporting.trial_customers AS
SELECT
    c.id,
    c.email,
    c.plan,
    c.created_at,
    s.current_period_end
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
WHERE c.status = 'trial' AND s.current_period_end > now();

-- ... other views unchanged ...
