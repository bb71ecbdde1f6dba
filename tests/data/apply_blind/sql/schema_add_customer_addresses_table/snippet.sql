-- ...

CREATE INDEX idx_products_active ON products (active) WHERE active;

CREATE TABLE customer_addresses (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    label        TEXT NOT NULL DEFAULT 'home',
    line1        TEXT NOT NULL,
    line2        TEXT,
    city         TEXT NOT NULL,
    postal_code  TEXT NOT NULL,
    country_code CHAR(2) NOT NULL,
    is_default   BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE UNIQUE INDEX idx_customer_addresses_default
    ON customer_addresses (customer_id) WHERE is_default;

CREATE TABLE orders (
-- ... rest of the schema unchanged ...
