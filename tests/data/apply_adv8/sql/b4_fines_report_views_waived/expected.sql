-- reports/fines_views.sql
-- Views behind the branch managers' monthly fines report.
-- Re-run the whole file after changing any view; all statements are idempotent.

CREATE OR REPLACE VIEW report_fines_outstanding AS
SELECT
    b.code                       AS branch_code,
    b.name                       AS branch_name,
    count(f.id)                  AS fine_count,
    coalesce(sum(f.amount_cents), 0) / 100.0 AS amount_dollars
FROM branches b
LEFT JOIN patrons p ON p.home_branch = b.code
LEFT JOIN fines f   ON f.patron_id = p.id
                   AND f.paid_at IS NULL
                   AND f.waived_by IS NULL
GROUP BY b.code, b.name;

CREATE OR REPLACE VIEW report_fines_collected AS
SELECT
    b.code                       AS branch_code,
    b.name                       AS branch_name,
    count(f.id)                  AS fine_count,
    coalesce(sum(f.amount_cents), 0) / 100.0 AS amount_dollars
FROM branches b
LEFT JOIN patrons p ON p.home_branch = b.code
LEFT JOIN fines f   ON f.patron_id = p.id
                   AND f.paid_at >= date_trunc('month', now()) - interval '1 month'
                   AND f.paid_at <  date_trunc('month', now())
GROUP BY b.code, b.name;

CREATE OR REPLACE VIEW report_fines_waived AS
SELECT
    b.code                       AS branch_code,
    b.name                       AS branch_name,
    count(f.id)                  AS fine_count,
    coalesce(sum(f.amount_cents), 0) / 100.0 AS amount_dollars
FROM branches b
LEFT JOIN patrons p ON p.home_branch = b.code
LEFT JOIN fines f   ON f.patron_id = p.id
                   AND f.waived_by IS NOT NULL
                   AND f.created_at >= date_trunc('month', now()) - interval '1 month'
                   AND f.created_at <  date_trunc('month', now())
GROUP BY b.code, b.name;

CREATE OR REPLACE VIEW report_top_debtors AS
SELECT
    p.card_number,
    p.full_name,
    p.home_branch,
    sum(f.amount_cents) / 100.0 AS owed_dollars
FROM patrons p
JOIN fines f ON f.patron_id = p.id
WHERE f.paid_at IS NULL
  AND f.waived_by IS NULL
GROUP BY p.card_number, p.full_name, p.home_branch
HAVING sum(f.amount_cents) >= 2500
ORDER BY owed_dollars DESC
LIMIT 50;
