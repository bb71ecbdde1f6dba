-- 0042_create_subscriptions.sql
-- Subscriptions and their billing periods.

BEGIN;

CREATE TYPE subscription_status AS ENUM ('trialing', 'active', 'past_due', 'canceled');

CREATE TABLE subscriptions (
    id                  BIGSERIAL PRIMARY KEY,
    account_id          BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    plan_code           TEXT NOT NULL,
    status              subscription_status NOT NULL DEFAULT 'trialing',
    seats               INTEGER NOT NULL DEFAULT 1 CHECK (seats > 0),
    trial_ends_at       TIMESTAMPTZ,
    current_period_end  TIMESTAMPTZ,
    canceled_at         TIMESTAMPTZ,
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX uq_subscriptions_active_account
    ON subscriptions (account_id)
    WHERE status IN ('trialing', 'active', 'past_due');
CREATE INDEX idx_subscriptions_period_end ON subscriptions (current_period_end);

CREATE TABLE subscription_periods (
    id               BIGSERIAL PRIMARY KEY,
    subscription_id  BIGINT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    starts_at        TIMESTAMPTZ NOT NULL,
    ends_at          TIMESTAMPTZ NOT NULL,
    amount_cents     BIGINT NOT NULL,
    currency         CHAR(3) NOT NULL DEFAULT 'USD',
    invoice_id       TEXT,
    CHECK (ends_at > starts_at)
);

CREATE INDEX idx_subscription_periods_subscription
    ON subscription_periods (subscription_id, starts_at);

CREATE TRIGGER trg_subscriptions_updated_at
    BEFORE UPDATE ON subscriptions
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Backfill from the legacy plans table.
INSERT INTO subscriptions (account_id, plan_code, status, seats, created_at)
SELECT account_id, plan_code, 'active', coalesce(seats, 1), created_at
FROM legacy_account_plans
WHERE ended_at IS NULL;

COMMIT;
