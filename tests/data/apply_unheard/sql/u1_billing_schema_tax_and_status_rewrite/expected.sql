-- Billing schema: customers, subscriptions and invoices.

CREATE TABLE customers (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    tax_id        TEXT,
    country_code  CHAR(2) NOT NULL DEFAULT 'US',
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE plans (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    price_cents   INTEGER NOT NULL CHECK (price_cents >= 0),
    currency      CHAR(3) NOT NULL DEFAULT 'USD',
    interval      TEXT NOT NULL CHECK (interval IN ('month', 'year'))
);

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    plan_id       TEXT NOT NULL REFERENCES plans (id),
    status        TEXT NOT NULL DEFAULT 'active'
                  CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    canceled_at   TIMESTAMPTZ
);

CREATE TABLE invoices (
    id            BIGSERIAL PRIMARY KEY,
    subscription_id BIGINT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    amount_cents  INTEGER NOT NULL,
    tax_cents     INTEGER NOT NULL DEFAULT 0,
    issued_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    due_at        TIMESTAMPTZ NOT NULL DEFAULT now() + INTERVAL '14 days',
    paid_at       TIMESTAMPTZ
);

CREATE TABLE payment_methods (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    brand         TEXT NOT NULL,
    last4         CHAR(4) NOT NULL,
    exp_month     SMALLINT NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
    exp_year      SMALLINT NOT NULL,
    is_default    BOOLEAN NOT NULL DEFAULT false
);

CREATE INDEX subscriptions_customer_idx ON subscriptions (customer_id);
CREATE INDEX subscriptions_status_idx ON subscriptions (status) WHERE status <> 'canceled';
CREATE INDEX invoices_subscription_idx ON invoices (subscription_id);
CREATE INDEX invoices_unpaid_idx ON invoices (due_at) WHERE paid_at IS NULL;
