-- ... existing views ...

CREATE OR REPLACE VIEW reporting.weekly_signups AS
SELECT
    date_trunc('week', u.created_at)::date AS week,
    count(*) AS signups,
    count(*) FILTER (WHERE u.referrer_id IS NOT NULL) AS referred_signups,
    count(*) FILTER (WHERE u.email_verified_at IS NOT NULL) AS verified_signups
FROM public.users AS u
WHERE u.deleted_at IS NULL
GROUP BY 1
ORDER BY 1;
