-- 0042_create_subscriptions.sql
-- Subscriptions and their billing periods.

BEGIN;

CREATE TABLE subscriptions (
    id                  BIGSERIAL PRIMARY KEY,
    account_id          BIGINT NOT NULL REFERENCES accounts (id),
    plan_code           TEXT NOT NULL,
    status              TEXT NOT NULL DEFAULT 'trialing',
    trial_ends_at       TIMESTAMPTZ,
    current_period_end  TIMESTAMPTZ,
    canceled_at         TIMESTAMPTZ,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_subscriptions_account ON subscriptions (account_id);
CREATE INDEX idx_subscriptions_status ON subscriptions (status);

CREATE TABLE subscription_periods (
    id               BIGSERIAL PRIMARY KEY,
    subscription_id  BIGINT NOT NULL REFERENCES subscriptions (id),
    starts_at        TIMESTAMPTZ NOT NULL,
    ends_at          TIMESTAMPTZ NOT NULL,
    amount_cents     BIGINT NOT NULL,
    currency         CHAR(3) NOT NULL DEFAULT 'USD',
    invoice_id       TEXT
);

CREATE INDEX idx_subscription_periods_subscription
    ON subscription_periods (subscription_id);

-- Backfill from the legacy plans table.
INSERT INTO subscriptions (account_id, plan_code, status, created_at)
SELECT account_id, plan_code, 'active', created_at
FROM legacy_account_plans
WHERE ended_at IS NULL;

COMMIT;
