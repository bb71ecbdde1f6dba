-- ...

CREATE OR REPLACE VIEW v_overdue_loans AS
SELECT
    l.id,
    l.loan_number,
    b.name AS borrower,
    b.contact_email,
    COALESCE(l.extended_until, l.due_back) AS due_back,
    CURRENT_DATE - COALESCE(l.extended_until, l.due_back) AS days_overdue
FROM loans l
JOIN borrowers b ON b.id = l.borrower_id
WHERE l.status IN ('in_transit', 'on_site')
  AND l.direction = 'outgoing'
  AND COALESCE(l.extended_until, l.due_back) < CURRENT_DATE;

-- ... (rest unchanged) ...
