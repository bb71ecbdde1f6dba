CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (id),
    notes VARCHAR(2000),
    -- ... existing columns ...
);
