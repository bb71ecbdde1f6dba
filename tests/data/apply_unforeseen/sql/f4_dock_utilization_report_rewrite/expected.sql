-- Daily charging dock utilization per site; feeds the "Charging" tab in Looker.
-- Utilization = minutes a dock had a robot attached / minutes in a 20 h operating day.
-- Aborted sessions (robot pulled off the dock for a rush pick) are excluded.

WITH sessions AS (
    SELECT
        cs.site_code,
        cs.dock_id,
        date_trunc('day', cs.started_at AT TIME ZONE s.timezone) AS op_day,
        EXTRACT(EPOCH FROM (cs.ended_at - cs.started_at)) / 60.0 AS minutes
    FROM charge_session cs
    JOIN site s ON s.code = cs.site_code
    WHERE cs.ended_at IS NOT NULL
      AND cs.end_reason <> 'aborted'
      AND cs.started_at >= now() - interval '30 days'
),
per_dock AS (
    SELECT
        site_code,
        dock_id,
        op_day,
        sum(minutes) AS charging_minutes,
        count(*) AS sessions
    FROM sessions
    GROUP BY site_code, dock_id, op_day
)
SELECT
    site_code,
    op_day,
    count(DISTINCT dock_id) AS docks_used,
    sum(sessions) AS sessions,
    round(sum(charging_minutes)::numeric, 1) AS charging_minutes,
    round(sum(charging_minutes)::numeric / sum(sessions), 1) AS avg_session_minutes,
    round(100.0 * sum(charging_minutes) / (count(DISTINCT dock_id) * 20 * 60), 1) AS utilization_pct
FROM per_dock
GROUP BY site_code, op_day
ORDER BY site_code, op_day DESC;
