-- 0007_core_tables.sql
-- Core tables for the marketplace service.

BEGIN;

CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE customers (
    id            bigserial PRIMARY KEY,
    email         citext NOT NULL UNIQUE,
    full_name     text NOT NULL,
    phone         text,
    country_code  char(2) NOT NULL DEFAULT 'US',
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suppliers (
    id            bigserial PRIMARY KEY,
    email         citext NOT NULL UNIQUE,
    company_name  text NOT NULL,
    phone         text,
    country_code  char(2) NOT NULL DEFAULT 'US',
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
    id            bigserial PRIMARY KEY,
    supplier_id   bigint NOT NULL REFERENCES suppliers (id),
    sku           text NOT NULL UNIQUE,
    name          text NOT NULL,
    price_cents   integer NOT NULL CHECK (price_cents >= 0),
    active        boolean NOT NULL DEFAULT true,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id            bigserial PRIMARY KEY,
    customer_id   bigint NOT NULL REFERENCES customers (id),
    status        text NOT NULL DEFAULT 'pending',
    total_cents   integer NOT NULL DEFAULT 0,
    placed_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX customers_country_idx ON customers (country_code);
CREATE INDEX suppliers_country_idx ON suppliers (country_code);
CREATE INDEX products_supplier_idx ON products (supplier_id);
CREATE INDEX orders_customer_idx ON orders (customer_id);
CREATE INDEX orders_status_placed_idx ON orders (status, placed_at);

COMMIT;
