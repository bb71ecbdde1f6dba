-- Reporting views for the customer success dashboard.

CREATE OR REPLACE VIEW reporting.active_customers AS
SELECT
    c.id,
    c.email,
    c.plan,
    c.created_at,
    s.current_period_end
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
WHERE c.status = 'active';

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

CREATE OR REPLACE VIEW reporting.churned_customers AS
SELECT
    c.id,
    c.email,
    c.plan,
    c.created_at,
    s.current_period_end
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
WHERE c.status = 'churned';

CREATE OR REPLACE VIEW reporting.past_due_customers AS
SELECT
    c.id,
    c.email,
    c.plan,
    c.created_at,
    s.current_period_end
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
WHERE c.status = 'past_due';

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO dashboard_reader;
