-- V37__cumulative_duty_views.sql
-- Rolling duty totals used by the limits checker and the crew portal.

SET search_path = crew, public;

CREATE OR REPLACE VIEW crew.v_duty_7d AS
SELECT
    d.employee_id,
    c.day AS as_of,
    SUM(EXTRACT(EPOCH FROM (d.release_at - d.report_at)) / 60)::int AS duty_minutes
FROM crew.calendar c
JOIN crew.duties d
    ON d.report_at >= c.day - INTERVAL '7 days'
   AND d.report_at < c.day + INTERVAL '1 day'
WHERE d.status <> 'cancelled'
GROUP BY d.employee_id, c.day;

CREATE OR REPLACE VIEW crew.v_duty_14d AS
SELECT
    d.employee_id,
    c.day AS as_of,
    SUM(EXTRACT(EPOCH FROM (d.release_at - d.report_at)) / 60)::int AS duty_minutes
FROM crew.calendar c
JOIN crew.duties d
    ON d.report_at >= c.day - INTERVAL '14 days'
   AND d.report_at < c.day + INTERVAL '1 day'
WHERE d.status <> 'cancelled'
GROUP BY d.employee_id, c.day;

CREATE OR REPLACE VIEW crew.v_duty_28d AS
SELECT
    d.employee_id,
    c.day AS as_of,
    SUM(EXTRACT(EPOCH FROM (d.release_at - d.report_at)) / 60)::int AS duty_minutes
FROM crew.calendar c
JOIN crew.duties d
    ON d.report_at >= c.day - INTERVAL '28 days'
   AND d.report_at < c.day + INTERVAL '1 day'
WHERE d.status <> 'cancelled'
GROUP BY d.employee_id, c.day;

CREATE OR REPLACE VIEW crew.v_limit_breaches AS
SELECT employee_id, as_of, '7d' AS period, duty_minutes
FROM crew.v_duty_7d
WHERE duty_minutes > 60 * 60
UNION ALL
SELECT employee_id, as_of, '14d' AS period, duty_minutes
FROM crew.v_duty_14d
WHERE duty_minutes > 110 * 60
UNION ALL
SELECT employee_id, as_of, '28d' AS period, duty_minutes
FROM crew.v_duty_28d
WHERE duty_minutes > 190 * 60;

-- Permissions
GRANT SELECT ON crew.v_duty_7d TO crew_reporting;
GRANT SELECT ON crew.v_duty_14d TO crew_reporting;
GRANT SELECT ON crew.v_duty_28d TO crew_reporting;
GRANT SELECT ON crew.v_limit_breaches TO crew_reporting;
