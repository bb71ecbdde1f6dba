-- Paywall metering helpers used by the edge service and the reporting jobs.
-- Apply with: psql "$NEWSROOM_DB" -f sql/paywall/functions.sql

CREATE SCHEMA IF NOT EXISTS paywall;

CREATE OR REPLACE FUNCTION paywall.monthly_limit(p_tier text)
RETURNS integer
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT CASE p_tier
        WHEN 'anonymous' THEN 3
        WHEN 'registered' THEN 8
        WHEN 'trial' THEN 20
        ELSE NULL
    END;
$$;

CREATE OR REPLACE FUNCTION paywall.articles_read(p_reader_id bigint, p_month date)
RETURNS integer
LANGUAGE sql
STABLE
AS $$
    SELECT count(DISTINCT mv.article_id)::integer
    FROM paywall.meter_views mv
    JOIN content.articles a ON a.id = mv.article_id
    WHERE mv.reader_id = p_reader_id
      AND mv.viewed_at >= date_trunc('month', p_month)
      AND mv.viewed_at < date_trunc('month', p_month) + interval '1 month'
      AND NOT a.meter_exempt;
$$;

CREATE OR REPLACE FUNCTION paywall.articles_remaining(p_reader_id bigint)
RETURNS integer
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_tier  text;
    v_limit integer;
    v_used  integer;
BEGIN
    SELECT r.tier INTO v_tier
    FROM paywall.readers r
    WHERE r.id = p_reader_id;

    IF v_tier IS NULL OR v_tier = 'subscriber' THEN
        RETURN NULL;
    END IF;

    v_limit := paywall.monthly_limit(v_tier);
    v_used := paywall.articles_read(p_reader_id, current_date);

    RETURN v_limit - v_used;
END;
$$;

CREATE OR REPLACE VIEW paywall.reader_meter_status AS
SELECT r.id AS reader_id,
       r.tier,
       paywall.articles_read(r.id, current_date) AS used_this_month,
       paywall.articles_remaining(r.id) AS remaining
FROM paywall.readers r
WHERE r.deleted_at IS NULL;

GRANT EXECUTE ON FUNCTION paywall.articles_remaining(bigint) TO meter_edge;
GRANT SELECT ON paywall.reader_meter_status TO reporting;
