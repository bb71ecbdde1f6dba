-- Reporting views for the billing dashboard.

CREATE OR REPLACE VIEW v_invoice_summary AS
SELECT
    i.id,
    i.customer_id,
    c.name AS customer_name,
    i.issued_at,
    i.due_at,
    i.total_cents,
    i.status
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.deleted_at IS NULL;

CREATE OR REPLACE VIEW v_overdue_invoices AS
SELECT
    i.id,
    i.customer_id,
    i.due_at,
    i.total_cents / 100.0 AS total,
    i.currency,
    now() - i.due_at AS overdue_by
FROM invoices i
WHERE i.status = 'open'
  AND i.due_at < now()
  AND i.deleted_at IS NULL;

CREATE INDEX IF NOT EXISTS idx_invoices_status_due ON invoices (status, due_at);
