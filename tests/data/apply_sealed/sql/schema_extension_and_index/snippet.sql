-- Storefront schema, PostgreSQL 15+.
-- Objects live in the public schema; changes after v1 go through migrations/.

CREATE EXTENSION IF NOT EXISTS pgcrypto;
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ... enum types and tables unchanged ...

CREATE INDEX products_category_id_idx ON products (category_id);
CREATE INDEX products_published_idx ON products (is_published) WHERE is_published;
CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops);

-- ... rest of the schema unchanged ...
