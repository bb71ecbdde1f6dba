-- [unchanged]

CREATE OR REPLACE VIEW report_fines_waived AS
SELECT
    -- …
LEFT JOIN fines f   ON f.patron_id = p.id
                   AND f.waived_by IS NOT NULL
                   AND f.created_at >= date_trunc('month', now()) - interval '1 month'
                   AND f.created_at <  date_trunc('month', now())
GROUP BY b.code, b.name;

-- [unchanged]
