CREATE INDEX orders_customer_id_idx ON orders (customer_id);

CREATE INDEX orders_status_created_at_idx
    ON orders (status, created_at DESC)
    WHERE status IN ('pending', 'processing');

CREATE TABLE order_items (
-- ... rest unchanged ...
