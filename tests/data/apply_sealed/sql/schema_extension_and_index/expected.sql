-- Storefront schema, PostgreSQL 15+.
-- Objects live in the public schema; changes after v1 go through migrations/.

CREATE EXTENSION IF NOT EXISTS pgcrypto;
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TYPE order_status AS ENUM ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded');
CREATE TYPE address_kind AS ENUM ('billing', 'shipping');

CREATE TABLE accounts (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    public_id   uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    name        text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    account_id    bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    email         citext NOT NULL UNIQUE,
    display_name  text NOT NULL,
    password_hash text,
    is_admin      boolean NOT NULL DEFAULT false,
    last_login_at timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX users_account_id_idx ON users (account_id);

CREATE TABLE categories (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    parent_id  bigint REFERENCES categories (id) ON DELETE SET NULL,
    slug       text NOT NULL UNIQUE,
    name       text NOT NULL,
    position   int NOT NULL DEFAULT 0
);

CREATE INDEX categories_parent_id_idx ON categories (parent_id);

CREATE TABLE products (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    category_id   bigint REFERENCES categories (id) ON DELETE SET NULL,
    sku           text NOT NULL UNIQUE,
    name          text NOT NULL,
    description   text NOT NULL DEFAULT '',
    price_cents   bigint NOT NULL CHECK (price_cents >= 0),
    currency      char(3) NOT NULL DEFAULT 'USD',
    stock         int NOT NULL DEFAULT 0,
    is_published  boolean NOT NULL DEFAULT false,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX products_category_id_idx ON products (category_id);
CREATE INDEX products_published_idx ON products (is_published) WHERE is_published;
CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops);

CREATE TABLE addresses (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind         address_kind NOT NULL,
    line1        text NOT NULL,
    line2        text,
    city         text NOT NULL,
    postal_code  text NOT NULL,
    country      char(2) NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX addresses_user_id_idx ON addresses (user_id);

CREATE TABLE orders (
    id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    public_id            uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    customer_id          bigint NOT NULL REFERENCES users (id),
    shipping_address_id  bigint REFERENCES addresses (id),
    billing_address_id   bigint REFERENCES addresses (id),
    status               order_status NOT NULL DEFAULT 'pending',
    total_cents          bigint NOT NULL CHECK (total_cents >= 0),
    currency             char(3) NOT NULL DEFAULT 'USD',
    tracking_number      text,
    placed_at            timestamptz NOT NULL DEFAULT now(),
    shipped_at           timestamptz,
    updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_customer_id_idx ON orders (customer_id);
CREATE INDEX orders_status_placed_at_idx ON orders (status, placed_at DESC);

CREATE TABLE order_items (
    id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id          bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id        bigint NOT NULL REFERENCES products (id),
    quantity          int NOT NULL CHECK (quantity > 0),
    unit_price_cents  bigint NOT NULL CHECK (unit_price_cents >= 0),
    UNIQUE (order_id, product_id)
);

CREATE INDEX order_items_product_id_idx ON order_items (product_id);

CREATE TABLE refunds (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id      bigint NOT NULL REFERENCES orders (id),
    amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
    reason        text NOT NULL,
    refunded_by   bigint REFERENCES users (id),
    refunded_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refunds_order_id_idx ON refunds (order_id);

CREATE TABLE audit_log (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    table_name  text NOT NULL,
    row_id      bigint NOT NULL,
    action      text NOT NULL CHECK (action IN ('INSERT', 'UPDATE', 'DELETE')),
    changed_by  bigint,
    old_row     jsonb,
    new_row     jsonb,
    changed_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audit_log_table_row_idx ON audit_log (table_name, row_id);
CREATE INDEX audit_log_changed_at_idx ON audit_log USING brin (changed_at);
