-- Billing schema

CREATE TABLE customers (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    country_code  CHAR(2) NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE plans (
    id            SERIAL PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    monthly_cents INTEGER NOT NULL CHECK (monthly_cents >= 0),
    active        BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    plan_id       INTEGER NOT NULL REFERENCES plans (id),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    cancelled_at  TIMESTAMPTZ
);

CREATE TABLE coupons (
    id            SERIAL PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    percent_off   INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
    expires_at    TIMESTAMPTZ
);

CREATE INDEX coupons_expires_at_idx ON coupons (expires_at);

CREATE TABLE invoices (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    subscription_id BIGINT REFERENCES subscriptions (id),
    status        TEXT NOT NULL DEFAULT 'draft'
                  CHECK (status IN ('draft', 'open', 'paid', 'void')),
    total_cents   INTEGER NOT NULL DEFAULT 0,
    issued_at     TIMESTAMPTZ,
    due_at        TIMESTAMPTZ
);

CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX invoices_status_idx ON invoices (status) WHERE status <> 'paid';

CREATE TABLE invoice_items (
    id            BIGSERIAL PRIMARY KEY,
    invoice_id    BIGINT NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    description   TEXT NOT NULL,
    quantity      INTEGER NOT NULL DEFAULT 1,
    unit_cents    INTEGER NOT NULL
);

CREATE TABLE payments (
    id            BIGSERIAL PRIMARY KEY,
    invoice_id    BIGINT NOT NULL REFERENCES invoices (id),
    amount_cents  INTEGER NOT NULL,
    provider      TEXT NOT NULL,
    provider_ref  TEXT NOT NULL,
    paid_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref);
