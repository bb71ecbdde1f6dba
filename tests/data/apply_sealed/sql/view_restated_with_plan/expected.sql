-- Read-only views for the analytics role. Re-run after every migration that
-- touches the tables below.

CREATE OR REPLACE VIEW active_subscriptions AS
SELECT s.id AS subscription_id,
       s.account_id,
       a.name AS account_name,
       s.plan_code,
       s.started_at,
       s.current_period_end,
       p.name AS plan_name,
       p.monthly_price_cents,
       p.currency
FROM subscriptions s
JOIN accounts a ON a.id = s.account_id
JOIN plans p ON p.code = s.plan_code
WHERE s.status = 'active'
  AND s.cancelled_at IS NULL;

CREATE OR REPLACE VIEW trialing_subscriptions AS
SELECT s.id AS subscription_id,
       s.account_id,
       a.name AS account_name,
       s.plan_code,
       s.started_at,
       s.trial_ends_at
FROM subscriptions s
JOIN accounts a ON a.id = s.account_id
WHERE s.status = 'trialing';

CREATE OR REPLACE VIEW monthly_recurring_revenue AS
SELECT date_trunc('month', s.current_period_end) AS month,
       p.currency,
       SUM(p.monthly_price_cents) AS mrr_cents,
       COUNT(*) AS subscriptions
FROM subscriptions s
JOIN plans p ON p.code = s.plan_code
WHERE s.status = 'active'
GROUP BY 1, 2;

CREATE OR REPLACE VIEW churned_accounts AS
SELECT a.id AS account_id,
       a.name AS account_name,
       MAX(s.cancelled_at) AS churned_at
FROM accounts a
JOIN subscriptions s ON s.account_id = a.id
GROUP BY a.id, a.name
HAVING bool_and(s.status IN ('cancelled', 'expired'));

CREATE OR REPLACE VIEW overdue_invoices AS
SELECT i.id AS invoice_id,
       i.account_id,
       a.name AS account_name,
       i.amount_due_cents,
       i.due_at,
       now()::date - i.due_at::date AS days_overdue
FROM invoices i
JOIN accounts a ON a.id = i.account_id
WHERE i.status = 'open'
  AND i.due_at < now();

GRANT SELECT ON active_subscriptions,
                trialing_subscriptions,
                monthly_recurring_revenue,
                churned_accounts,
                overdue_invoices
TO analytics;
