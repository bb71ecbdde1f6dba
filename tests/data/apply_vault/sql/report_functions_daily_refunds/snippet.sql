-- ... existing report functions ...

CREATE OR REPLACE FUNCTION report_daily_refunds(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total NUMERIC)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, coalesce(sum(r.amount), 0) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN refunds r
        ON r.refunded_at >= d
       AND r.refunded_at < d + interval '1 day'
       AND r.status = 'succeeded'
    GROUP BY d
    ORDER BY d;
$$;
