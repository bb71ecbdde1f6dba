CREATE TABLE invoices (
    id BIGSERIAL PRIMARY KEY,
    -- other columns
    paid_at TIMESTAMPTZ,
    voided_at TIMESTAMPTZ
);

-- ... existing indexes ...
