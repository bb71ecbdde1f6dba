-- Reporting functions used by the admin dashboard.
-- Each returns one row per day in [from_date, to_date], zero-filled.

CREATE OR REPLACE FUNCTION report_daily_signups(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total BIGINT)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, count(u.id) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN users u
        ON u.created_at >= d
       AND u.created_at < d + interval '1 day'
    GROUP BY d
    ORDER BY d;
$$;

CREATE OR REPLACE FUNCTION report_daily_orders(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total BIGINT)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, count(o.id) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN orders o
        ON o.placed_at >= d
       AND o.placed_at < d + interval '1 day'
       AND o.status <> 'cancelled'
    GROUP BY d
    ORDER BY d;
$$;

CREATE OR REPLACE FUNCTION report_daily_revenue(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total NUMERIC)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, coalesce(sum(o.total_amount), 0) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN orders o
        ON o.placed_at >= d
       AND o.placed_at < d + interval '1 day'
       AND o.status IN ('paid', 'shipped', 'delivered')
    GROUP BY d
    ORDER BY d;
$$;

CREATE OR REPLACE FUNCTION report_daily_active_users(from_date DATE, to_date DATE)
RETURNS TABLE (day DATE, total BIGINT)
LANGUAGE sql
STABLE
AS $$
    SELECT d::date AS day, count(DISTINCT s.user_id) AS total
    FROM generate_series(from_date, to_date, interval '1 day') AS d
    LEFT JOIN sessions s
        ON s.started_at >= d
       AND s.started_at < d + interval '1 day'
    GROUP BY d
    ORDER BY d;
$$;
