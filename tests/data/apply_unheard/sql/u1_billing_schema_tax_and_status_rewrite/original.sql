-- Billing schema: customers, subscriptions and invoices.

CREATE TABLE customers (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE plans (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    price_cents   INTEGER NOT NULL CHECK (price_cents >= 0),
    interval      TEXT NOT NULL CHECK (interval IN ('month', 'year'))
);

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    plan_id       TEXT NOT NULL REFERENCES plans (id),
    status        TEXT NOT NULL DEFAULT 'active',
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    canceled_at   TIMESTAMPTZ
);

CREATE TABLE invoices (
    id            BIGSERIAL PRIMARY KEY,
    subscription_id BIGINT NOT NULL REFERENCES subscriptions (id),
    amount_cents  INTEGER NOT NULL,
    issued_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    paid_at       TIMESTAMPTZ
);

CREATE TABLE payment_methods (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    brand         TEXT NOT NULL,
    last4         CHAR(4) NOT NULL,
    exp_month     SMALLINT NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
    exp_year      SMALLINT NOT NULL,
    is_default    BOOLEAN NOT NULL DEFAULT false
);

CREATE INDEX subscriptions_customer_idx ON subscriptions (customer_id);
CREATE INDEX invoices_subscription_idx ON invoices (subscription_id);
