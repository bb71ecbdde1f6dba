-- views/loan_reports.sql
-- Reporting views for the registrar's object-loan dashboard.
-- Re-run after every loans migration: psql -f views/loan_reports.sql

CREATE OR REPLACE VIEW v_active_loans AS
SELECT
    l.id,
    l.loan_number,
    b.name AS borrower,
    l.direction,
    l.status,
    l.due_back,
    COUNT(lo.object_id) AS object_count
FROM loans l
JOIN borrowers b ON b.id = l.borrower_id
LEFT JOIN loan_objects lo ON lo.loan_id = l.id
WHERE l.status IN ('approved', 'in_transit', 'on_site')
GROUP BY l.id, l.loan_number, b.name, l.direction, l.status, l.due_back;

CREATE OR REPLACE VIEW v_overdue_loans AS
SELECT
    l.id,
    l.loan_number,
    b.name AS borrower,
    b.contact_email,
    l.due_back,
    CURRENT_DATE - l.due_back AS days_overdue
FROM loans l
JOIN borrowers b ON b.id = l.borrower_id
WHERE l.status IN ('in_transit', 'on_site')
  AND l.direction = 'outgoing'
  AND l.due_back < CURRENT_DATE;

CREATE OR REPLACE VIEW v_incoming_due AS
SELECT
    l.id,
    l.loan_number,
    b.name AS lender,
    b.contact_email,
    l.due_back,
    l.due_back - CURRENT_DATE AS days_left
FROM loans l
JOIN borrowers b ON b.id = l.borrower_id
WHERE l.status IN ('in_transit', 'on_site')
  AND l.direction = 'incoming'
  AND l.due_back < CURRENT_DATE + 30;

CREATE OR REPLACE VIEW v_loan_value_by_borrower AS
SELECT
    b.name AS borrower,
    SUM(lo.insured_value_cents) / 100.0 AS insured_value,
    COUNT(DISTINCT l.id) AS loans
FROM loans l
JOIN borrowers b ON b.id = l.borrower_id
JOIN loan_objects lo ON lo.loan_id = l.id
WHERE l.status <> 'returned'
GROUP BY b.name
ORDER BY insured_value DESC;
