-- ... existing code ...

CREATE INDEX cart_items_book_id_idx ON cart_items (book_id);

-- Keep carts.updated_at current whenever its items change
CREATE FUNCTION touch_cart() RETURNS trigger AS $$
-- ... existing code ...
