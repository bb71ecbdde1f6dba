-- 0042_orders_and_payments.sql
BEGIN;

CREATE TABLE customers (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT        NOT NULL UNIQUE,
    full_name     TEXT        NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT      NOT NULL REFERENCES customers (id),
    status        TEXT        NOT NULL DEFAULT 'pending',
    total_cents   INTEGER     NOT NULL CHECK (total_cents >= 0),
    currency      CHAR(3)     NOT NULL DEFAULT 'EUR',
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX orders_customer_id_idx ON orders (customer_id);

CREATE TABLE order_items (
    id            BIGSERIAL PRIMARY KEY,
    order_id      BIGINT      NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku           TEXT        NOT NULL,
    quantity      INTEGER     NOT NULL CHECK (quantity > 0),
    unit_cents    INTEGER     NOT NULL CHECK (unit_cents >= 0)
);

CREATE INDEX order_items_order_id_idx ON order_items (order_id);

CREATE TABLE payments (
    id            BIGSERIAL PRIMARY KEY,
    order_id      BIGINT      NOT NULL REFERENCES orders (id),
    provider      TEXT        NOT NULL,
    provider_ref  TEXT        NOT NULL,
    amount_cents  INTEGER     NOT NULL,
    status        TEXT        NOT NULL DEFAULT 'initiated',
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX payments_order_id_idx ON payments (order_id);
CREATE UNIQUE INDEX payments_provider_ref_key ON payments (provider, provider_ref);

COMMIT;
