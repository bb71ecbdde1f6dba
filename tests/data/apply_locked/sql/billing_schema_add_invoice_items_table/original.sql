-- Billing schema (PostgreSQL 15)

CREATE TABLE customers (
    id          BIGSERIAL PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    country     CHAR(2) NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE products (
    id          BIGSERIAL PRIMARY KEY,
    sku         TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    unit_price  NUMERIC(12, 2) NOT NULL CHECK (unit_price >= 0),
    active      BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE invoices (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id),
    number       TEXT NOT NULL UNIQUE,
    status       TEXT NOT NULL DEFAULT 'draft'
                 CHECK (status IN ('draft', 'issued', 'paid', 'void')),
    issued_at    TIMESTAMPTZ,
    due_at       TIMESTAMPTZ,
    total        NUMERIC(12, 2) NOT NULL DEFAULT 0
);

CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX invoices_status_idx ON invoices (status);

CREATE TABLE payments (
    id           BIGSERIAL PRIMARY KEY,
    invoice_id   BIGINT NOT NULL REFERENCES invoices (id),
    amount       NUMERIC(12, 2) NOT NULL CHECK (amount > 0),
    method       TEXT NOT NULL,
    received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payments_invoice_id_idx ON payments (invoice_id);

CREATE TABLE refunds (
    id           BIGSERIAL PRIMARY KEY,
    payment_id   BIGINT NOT NULL REFERENCES payments (id),
    amount       NUMERIC(12, 2) NOT NULL CHECK (amount > 0),
    reason       TEXT,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX refunds_payment_id_idx ON refunds (payment_id);
