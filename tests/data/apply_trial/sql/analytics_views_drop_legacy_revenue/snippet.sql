-- ... v_active_customers and v_daily_revenue unchanged ...

-- (removed analytics.v_daily_revenue_legacy: the finance export now reads v_daily_revenue)

-- Monthly churn per plan: subscriptions canceled in the month / active at its start.
CREATE OR REPLACE VIEW analytics.v_plan_churn AS
-- ... rest unchanged ...
