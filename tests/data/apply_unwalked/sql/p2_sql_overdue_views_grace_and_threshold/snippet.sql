-- ... keep existing code

CREATE OR REPLACE VIEW v_overdue_loans AS
SELECT
    cl.loan_id,
    -- ... keep existing code
    cl.due_at,
    CURRENT_DATE - cl.due_at::date AS days_overdue
FROM v_current_loans cl
WHERE cl.due_at < now() - INTERVAL '1 day';

-- ... keep existing code

CREATE OR REPLACE VIEW v_blocked_patrons AS
SELECT
    ofn.patron_id,
    ofn.patron_barcode,
    ofn.balance,
    ofn.open_fine_count
FROM v_outstanding_fines ofn
WHERE ofn.balance >= 25.00;
