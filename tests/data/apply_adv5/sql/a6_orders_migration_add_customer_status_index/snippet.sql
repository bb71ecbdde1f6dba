-- ... tables unchanged ...

CREATE INDEX idx_orders_status ON orders (status);

CREATE INDEX idx_orders_customer_status ON orders (customer_id, status)
    WHERE status IN ('pending', 'paid');

CREATE INDEX idx_orders_placed_at ON orders (placed_at DESC);

-- ... remaining indexes and trigger unchanged ...
