-- reporting/overdue_views.sql
-- Views used by the circulation dashboard and the nightly fines export.

CREATE OR REPLACE VIEW v_current_loans AS
SELECT
    l.loan_id,
    l.patron_id,
    p.barcode       AS patron_barcode,
    p.patron_type,
    i.item_barcode,
    b.title,
    l.checked_out_at,
    l.due_at
FROM loans l
JOIN patrons p ON p.patron_id = l.patron_id
JOIN items i   ON i.item_id = l.item_id
JOIN bibs b    ON b.bib_id = i.bib_id
WHERE l.returned_at IS NULL;

CREATE OR REPLACE VIEW v_overdue_loans AS
SELECT
    cl.loan_id,
    cl.patron_id,
    cl.patron_barcode,
    cl.patron_type,
    cl.item_barcode,
    cl.title,
    cl.due_at,
    CURRENT_DATE - cl.due_at::date AS days_overdue
FROM v_current_loans cl
WHERE cl.due_at < now() - INTERVAL '1 day';

CREATE OR REPLACE VIEW v_outstanding_fines AS
SELECT
    f.patron_id,
    p.barcode                      AS patron_barcode,
    COUNT(*)                       AS open_fine_count,
    SUM(f.amount - f.amount_paid)  AS balance
FROM fines f
JOIN patrons p ON p.patron_id = f.patron_id
WHERE f.waived = FALSE
  AND f.amount > f.amount_paid
GROUP BY f.patron_id, p.barcode;

CREATE OR REPLACE VIEW v_blocked_patrons AS
SELECT
    ofn.patron_id,
    ofn.patron_barcode,
    ofn.balance,
    ofn.open_fine_count
FROM v_outstanding_fines ofn
WHERE ofn.balance >= 25.00;
