-- Schema for the cart service (PostgreSQL 15+).

CREATE TABLE carts (
    id              UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id     BIGINT REFERENCES customers (id) ON DELETE CASCADE,
    session_token   TEXT,
    coupon_code     TEXT,
    currency        CHAR(3) NOT NULL DEFAULT 'GBP',
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at      TIMESTAMPTZ NOT NULL DEFAULT now() + INTERVAL '30 days'
);

CREATE INDEX carts_customer_id_idx ON carts (customer_id);
CREATE UNIQUE INDEX carts_session_token_idx ON carts (session_token) WHERE session_token IS NOT NULL;
CREATE INDEX carts_expires_at_idx ON carts (expires_at);

CREATE TABLE cart_items (
    cart_id          UUID NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    book_id          BIGINT NOT NULL REFERENCES books (id),
    quantity         INTEGER NOT NULL CHECK (quantity > 0),
    unit_price_pence INTEGER NOT NULL CHECK (unit_price_pence >= 0),
    added_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (cart_id, book_id)
);

CREATE INDEX cart_items_book_id_idx ON cart_items (book_id);

-- Keep carts.updated_at current whenever its items change
CREATE FUNCTION touch_cart() RETURNS trigger AS $$
BEGIN
    UPDATE carts SET updated_at = now() WHERE id = COALESCE(NEW.cart_id, OLD.cart_id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER cart_items_touch_cart
    AFTER INSERT OR UPDATE OR DELETE ON cart_items
    FOR EACH ROW EXECUTE FUNCTION touch_cart();

-- Abandoned carts are purged nightly by the cleanup job
CREATE VIEW expired_carts AS
SELECT c.id, c.customer_id, c.expires_at, COUNT(ci.book_id) AS item_count
FROM carts c
LEFT JOIN cart_items ci ON ci.cart_id = c.id
WHERE c.expires_at < now()
GROUP BY c.id, c.customer_id, c.expires_at;
