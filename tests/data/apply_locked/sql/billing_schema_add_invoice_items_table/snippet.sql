-- ... existing code ...

CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX invoices_status_idx ON invoices (status);

CREATE TABLE invoice_items (
    id           BIGSERIAL PRIMARY KEY,
    invoice_id   BIGINT NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    product_id   BIGINT NOT NULL REFERENCES products (id),
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    unit_price   NUMERIC(12, 2) NOT NULL,
    line_total   NUMERIC(12, 2) GENERATED ALWAYS AS (quantity * unit_price) STORED
);

CREATE INDEX invoice_items_invoice_id_idx ON invoice_items (invoice_id);

CREATE TABLE payments (
-- ... existing code ...
