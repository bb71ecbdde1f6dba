CREATE OR REPLACE VIEW v_overdue_invoices AS
SELECT
    i.id,
    i.customer_id,
    i.due_at,
    i.total_cents / 100.0 AS total,
    i.currency,
    -- ... existing code ...
