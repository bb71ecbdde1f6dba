-- Migration 0042: orders and order_items tables
-- Up

BEGIN;

CREATE TABLE orders (
    id              BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT      NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
    status          TEXT        NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled')),
    currency        CHAR(3)     NOT NULL DEFAULT 'USD',
    total_cents     BIGINT      NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
    placed_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    shipped_at      TIMESTAMPTZ,
    cancelled_at    TIMESTAMPTZ,
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE order_items (
    id              BIGSERIAL PRIMARY KEY,
    order_id        BIGINT      NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id      BIGINT      NOT NULL REFERENCES products (id),
    quantity        INTEGER     NOT NULL CHECK (quantity > 0),
    unit_price_cents BIGINT     NOT NULL CHECK (unit_price_cents >= 0)
);

CREATE INDEX idx_orders_customer_id ON orders (customer_id);

CREATE INDEX idx_orders_status ON orders (status);

CREATE INDEX idx_orders_customer_status ON orders (customer_id, status)
    WHERE status IN ('pending', 'paid');

CREATE INDEX idx_orders_placed_at ON orders (placed_at DESC);

CREATE INDEX idx_orders_shipped_at ON orders (shipped_at)
    WHERE shipped_at IS NOT NULL;

CREATE INDEX idx_order_items_order_id ON order_items (order_id);

CREATE INDEX idx_order_items_product_id ON order_items (product_id);

CREATE TRIGGER trg_orders_updated_at
    BEFORE UPDATE ON orders
    FOR EACH ROW
    EXECUTE FUNCTION set_updated_at();

COMMIT;
