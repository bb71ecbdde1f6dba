-- ... existing views ...

CREATE OR REPLACE VIEW crew.v_block_365d AS
SELECT
    l.employee_id,
    c.day AS as_of,
    SUM(EXTRACT(EPOCH FROM (l.on_blocks_at - l.off_blocks_at)) / 60)::int AS block_minutes
FROM crew.calendar c
JOIN crew.flown_legs l
    ON l.off_blocks_at >= c.day - INTERVAL '365 days'
   AND l.off_blocks_at < c.day + INTERVAL '1 day'
GROUP BY l.employee_id, c.day;

-- Permissions
GRANT SELECT ON crew.v_duty_7d TO crew_reporting;
GRANT SELECT ON crew.v_duty_14d TO crew_reporting;
GRANT SELECT ON crew.v_duty_28d TO crew_reporting;
GRANT SELECT ON crew.v_limit_breaches TO crew_reporting;
GRANT SELECT ON crew.v_block_365d TO crew_reporting;
