-- ... customers, plans and subscriptions tables unchanged ...

CREATE TABLE invoices (
    id              BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    subscription_id BIGINT REFERENCES subscriptions (id) ON DELETE SET NULL,
    number          TEXT NOT NULL UNIQUE,
    status          TEXT NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void')),
    total_cents     INTEGER NOT NULL DEFAULT 0,
    tax_cents       INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
    currency        CHAR(3) NOT NULL DEFAULT 'USD',
    -- ... remaining invoice columns as before ...
);

-- ... invoice_lines table and subscription indexes unchanged ...
CREATE INDEX idx_invoices_customer ON invoices (customer_id);
CREATE INDEX idx_invoices_open_due ON invoices (due_at) WHERE status = 'open';
-- ... rest of the migration unchanged ...
