-- 0042_subscriptions.sql
-- Adds subscription billing tables and helper functions.

BEGIN;

CREATE TABLE plans (
    id            SERIAL PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    price_cents   INTEGER NOT NULL,
    interval      TEXT NOT NULL CHECK (interval IN ('month', 'year'))
);

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    account_id    BIGINT NOT NULL REFERENCES accounts(id),
    plan_id       INTEGER NOT NULL REFERENCES plans(id),
    status        TEXT NOT NULL DEFAULT 'active',
    current_period_end TIMESTAMPTZ NOT NULL,
    cancelled_at  TIMESTAMPTZ
);

CREATE INDEX subscriptions_account_idx ON subscriptions (account_id);

-- Temporary copy of the old billing table, kept during the migration.
CREATE TABLE billing_legacy_snapshot AS
SELECT account_id, plan_code, renews_on
FROM billing_legacy;

CREATE OR REPLACE FUNCTION active_subscription(p_account BIGINT)
RETURNS subscriptions
LANGUAGE sql STABLE AS $$
    SELECT *
    FROM subscriptions
    WHERE account_id = p_account
      AND status = 'active'
    ORDER BY current_period_end DESC
    LIMIT 1;
$$;

CREATE OR REPLACE FUNCTION cancel_subscription(p_id BIGINT)
RETURNS void
LANGUAGE sql AS $$
    UPDATE subscriptions
    SET status = 'cancelled', cancelled_at = now()
    WHERE id = p_id;
$$;

INSERT INTO plans (code, price_cents, interval) VALUES
    ('basic-monthly', 900, 'month'),
    ('basic-yearly', 9000, 'year'),
    ('pro-monthly', 2900, 'month'),
    ('pro-yearly', 29000, 'year');

COMMIT;
