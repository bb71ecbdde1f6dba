-- Analytics views over the events warehouse.
-- Rebuilt by the nightly dbt-less job: psql -f analytics_views.sql

CREATE OR REPLACE VIEW analytics.daily_active_users AS
SELECT
    date_trunc('day', e.occurred_at)::date AS day,
    count(DISTINCT e.user_id)              AS active_users
FROM events e
WHERE e.user_id IS NOT NULL
GROUP BY 1;

CREATE OR REPLACE VIEW analytics.weekly_active_users AS
SELECT
    date_trunc('week', e.occurred_at)::date AS week,
    count(DISTINCT e.user_id)               AS active_users
FROM events e
WHERE e.user_id IS NOT NULL
GROUP BY 1;

CREATE OR REPLACE VIEW analytics.signup_funnel AS
SELECT
    date_trunc('week', u.created_at)::date                       AS cohort_week,
    count(*)                                                     AS signups,
    count(*) FILTER (WHERE u.email_verified_at IS NOT NULL)      AS verified,
    count(*) FILTER (WHERE p.first_project_at IS NOT NULL)       AS created_project
FROM users u
LEFT JOIN (
    SELECT owner_id, min(created_at) AS first_project_at
    FROM projects
    GROUP BY owner_id
) p ON p.owner_id = u.id
GROUP BY 1;

CREATE OR REPLACE VIEW analytics.revenue_by_month AS
SELECT
    date_trunc('month', i.paid_at)::date           AS month,
    p.currency                                     AS currency,
    sum(i.amount_cents - i.tax_cents) / 100.0      AS net_revenue,
    sum(i.tax_cents) / 100.0                       AS tax,
    count(DISTINCT s.customer_id)                  AS paying_customers
FROM invoices i
JOIN subscriptions s ON s.id = i.subscription_id
JOIN plans p ON p.id = s.plan_id
WHERE i.paid_at IS NOT NULL
GROUP BY 1, 2;

CREATE OR REPLACE VIEW analytics.top_features AS
SELECT
    e.name                    AS feature,
    count(*)                  AS uses,
    count(DISTINCT e.user_id) AS users
FROM events e
WHERE e.name LIKE 'feature.%'
  AND e.occurred_at >= now() - INTERVAL '30 days'
GROUP BY e.name
ORDER BY uses DESC
LIMIT 25;
