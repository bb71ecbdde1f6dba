-- ... existing code ...

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
    v_duty        INTEGER;
    v_week_total  INTEGER;
    v_month_total INTEGER;
BEGIN
    v_rest := roster.last_rest_minutes(p_crew_id, p_duty_start);
    IF v_rest IS NOT NULL AND v_rest < 600 THEN
        RETURN FALSE;
    END IF;

    v_duty := (EXTRACT(EPOCH FROM (p_duty_end - p_duty_start)) / 60)::INTEGER;

    v_week_total := roster.duty_minutes(p_crew_id, p_duty_end - INTERVAL '7 days', p_duty_end) + v_duty;
    IF v_week_total > 3600 THEN
        RETURN FALSE;
    END IF;

    -- 190 duty hours in any 28 consecutive days
    v_month_total := roster.duty_minutes(p_crew_id, p_duty_end - INTERVAL '28 days', p_duty_end) + v_duty;
    IF v_month_total > 11400 THEN
        RETURN FALSE;
    END IF;

    RETURN TRUE;
END;
$$;

-- ... existing code ...
