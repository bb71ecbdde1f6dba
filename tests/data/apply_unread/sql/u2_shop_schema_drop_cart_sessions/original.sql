-- Schema for the shop service (PostgreSQL 15)

CREATE TABLE users (
    id           BIGSERIAL PRIMARY KEY,
    email        VARCHAR(255) NOT NULL UNIQUE,
    full_name    VARCHAR(200) NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    line1        VARCHAR(200) NOT NULL,
    line2        VARCHAR(200),
    city         VARCHAR(100) NOT NULL,
    postal_code  VARCHAR(20) NOT NULL,
    country      CHAR(2) NOT NULL
);

CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id),
    address_id   BIGINT REFERENCES addresses (id),
    status       VARCHAR(20) NOT NULL DEFAULT 'pending',
    total        NUMERIC(10, 2) NOT NULL DEFAULT 0,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
    id           BIGSERIAL PRIMARY KEY,
    order_id     BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku          VARCHAR(64) NOT NULL,
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    unit_price   NUMERIC(10, 2) NOT NULL
);

CREATE TABLE cart_sessions (
    id           UUID PRIMARY KEY,
    user_id      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    payload      JSONB NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL
);

CREATE TABLE payments (
    id           BIGSERIAL PRIMARY KEY,
    order_id     BIGINT NOT NULL REFERENCES orders (id),
    provider     VARCHAR(32) NOT NULL,
    provider_ref VARCHAR(128) NOT NULL,
    amount       NUMERIC(10, 2) NOT NULL,
    paid_at      TIMESTAMPTZ
);

CREATE INDEX idx_addresses_user_id ON addresses (user_id);
CREATE INDEX idx_orders_user_id ON orders (user_id);
CREATE INDEX idx_orders_status ON orders (status);
CREATE INDEX idx_order_items_order_id ON order_items (order_id);
CREATE INDEX idx_payments_order_id ON payments (order_id);
