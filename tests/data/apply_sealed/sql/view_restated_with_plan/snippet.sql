-- ...

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

-- ... other views and grants unchanged ...
