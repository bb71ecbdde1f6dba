-- schema/billing.sql
-- Billing tables for the subscription service (PostgreSQL 15).

CREATE TABLE customers (
    id              BIGSERIAL PRIMARY KEY,
    external_id     UUID NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    email           VARCHAR(320) NOT NULL,
    name            TEXT,
    country_code    CHAR(2),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE plans (
    id              SERIAL PRIMARY KEY,
    code            VARCHAR(40) NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    price_cents     INTEGER NOT NULL CHECK (price_cents >= 0),
    currency        CHAR(3) NOT NULL DEFAULT 'EUR',
    billing_period  VARCHAR(10) NOT NULL CHECK (billing_period IN ('month', 'year')),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE invoices (
    id              BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT NOT NULL REFERENCES customers(id),
    number          VARCHAR(32) NOT NULL UNIQUE,
    total_cents     INTEGER NOT NULL CHECK (total_cents >= 0),
    currency        CHAR(3) NOT NULL,
    status          VARCHAR(20) NOT NULL DEFAULT 'draft',
    issued_at       TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE payments (
    id              BIGSERIAL PRIMARY KEY,
    invoice_id      BIGINT NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    provider        VARCHAR(20) NOT NULL,
    provider_ref    VARCHAR(80) NOT NULL,
    amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
    status          VARCHAR(20) NOT NULL DEFAULT 'pending',
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE refunds (
    id              BIGSERIAL PRIMARY KEY,
    payment_id      BIGINT NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
    amount_cents    INTEGER NOT NULL CHECK (amount_cents > 0),
    reason          TEXT,
    status          VARCHAR(20) NOT NULL DEFAULT 'pending',
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
    id              BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT NOT NULL REFERENCES customers(id),
    plan_id         INTEGER NOT NULL REFERENCES plans(id),
    status          VARCHAR(20) NOT NULL DEFAULT 'active',
    current_period_end TIMESTAMPTZ NOT NULL,
    cancel_at       TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_invoices_customer ON invoices (customer_id);
CREATE INDEX idx_invoices_status ON invoices (status);
CREATE INDEX idx_payments_invoice ON payments (invoice_id);
CREATE UNIQUE INDEX idx_payments_provider_ref ON payments (provider, provider_ref);
CREATE INDEX idx_subscriptions_customer ON subscriptions (customer_id);
