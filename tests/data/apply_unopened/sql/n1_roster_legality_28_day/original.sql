-- Crew rostering: legality helpers used by the roster optimiser and the
-- crew tracking UI. All timestamps are stored in UTC.

CREATE OR REPLACE FUNCTION roster.duty_minutes(
    p_crew_id   BIGINT,
    p_from      TIMESTAMPTZ,
    p_to        TIMESTAMPTZ
) RETURNS INTEGER
LANGUAGE sql
STABLE
AS $$
    SELECT COALESCE(SUM(
        EXTRACT(EPOCH FROM (LEAST(d.duty_end, p_to) - GREATEST(d.duty_start, p_from))) / 60
    ), 0)::INTEGER
    FROM roster.duty_period d
    WHERE d.crew_id = p_crew_id
      AND d.duty_type <> 'STANDBY'
      AND d.duty_end > p_from
      AND d.duty_start < p_to;
$$;

CREATE OR REPLACE FUNCTION roster.last_rest_minutes(
    p_crew_id   BIGINT,
    p_before    TIMESTAMPTZ
) RETURNS INTEGER
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_prev_end   TIMESTAMPTZ;
    v_next_start TIMESTAMPTZ;
BEGIN
    SELECT d.duty_end INTO v_prev_end
    FROM roster.duty_period d
    WHERE d.crew_id = p_crew_id
      AND d.duty_end <= p_before
    ORDER BY d.duty_end DESC
    LIMIT 1;

    IF v_prev_end IS NULL THEN
        RETURN NULL;
    END IF;

    SELECT d.duty_start INTO v_next_start
    FROM roster.duty_period d
    WHERE d.crew_id = p_crew_id
      AND d.duty_start >= v_prev_end
    ORDER BY d.duty_start
    LIMIT 1;

    RETURN (EXTRACT(EPOCH FROM (COALESCE(v_next_start, p_before) - v_prev_end)) / 60)::INTEGER;
END;
$$;

CREATE OR REPLACE FUNCTION roster.is_legal_assignment(
    p_crew_id     BIGINT,
    p_duty_start  TIMESTAMPTZ,
    p_duty_end    TIMESTAMPTZ
) RETURNS BOOLEAN
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_rest        INTEGER;
    v_week_total  INTEGER;
BEGIN
    v_rest := roster.last_rest_minutes(p_crew_id, p_duty_start);
    IF v_rest IS NOT NULL AND v_rest < 600 THEN
        RETURN FALSE;
    END IF;

    v_week_total := roster.duty_minutes(p_crew_id, p_duty_end - INTERVAL '7 days', p_duty_end)
                  + (EXTRACT(EPOCH FROM (p_duty_end - p_duty_start)) / 60)::INTEGER;
    IF v_week_total > 3600 THEN
        RETURN FALSE;
    END IF;

    RETURN TRUE;
END;
$$;

CREATE OR REPLACE VIEW roster.v_crew_week_load AS
SELECT c.crew_id,
       c.employee_no,
       c.base_station,
       roster.duty_minutes(c.crew_id, now() - INTERVAL '7 days', now()) AS duty_minutes_7d,
       roster.duty_minutes(c.crew_id, now() - INTERVAL '28 days', now()) AS duty_minutes_28d
FROM roster.crew_member c
WHERE c.active;

GRANT EXECUTE ON FUNCTION roster.is_legal_assignment(BIGINT, TIMESTAMPTZ, TIMESTAMPTZ) TO roster_optimiser;
GRANT SELECT ON roster.v_crew_week_load TO crew_tracking_ro;
