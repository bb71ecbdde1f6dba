-- Crew flight-time monitoring views (FTL, EASA ORO.FTL.210)
-- Owner: crew-planning. Refreshed by the nightly roster job.

CREATE OR REPLACE VIEW crew_duty_28d AS
SELECT
    d.staff_number,
    c.rank,
    c.home_base,
    SUM(d.block_minutes) AS block_minutes_28d,
    SUM(d.duty_minutes)  AS duty_minutes_28d
FROM duty_log d
JOIN crew c ON c.staff_number = d.staff_number
WHERE d.duty_date > CURRENT_DATE - INTERVAL '28 days'
GROUP BY d.staff_number, c.rank, c.home_base;

CREATE OR REPLACE VIEW ftl_alert_captains AS
SELECT staff_number, home_base, block_minutes_28d, duty_minutes_28d
FROM crew_duty_28d
WHERE rank = 'CAPTAIN'
  AND duty_minutes_28d > 0.9 * 190 * 60
ORDER BY duty_minutes_28d DESC;

CREATE OR REPLACE VIEW ftl_alert_first_officers AS
SELECT staff_number, home_base, block_minutes_28d, duty_minutes_28d
FROM crew_duty_28d
WHERE rank = 'FIRST_OFFICER'
  AND duty_minutes_28d > 0.9 * 190 * 60
ORDER BY duty_minutes_28d DESC;

CREATE OR REPLACE VIEW ftl_alert_cabin_crew AS
SELECT staff_number, home_base, block_minutes_28d, duty_minutes_28d
FROM crew_duty_28d
WHERE rank IN ('SENIOR_CABIN_CREW', 'CABIN_CREW')
  AND duty_minutes_28d > 0.9 * 190 * 60
ORDER BY duty_minutes_28d DESC;

CREATE OR REPLACE VIEW ftl_block_alert_all AS
SELECT staff_number, rank, home_base, block_minutes_28d
FROM crew_duty_28d
WHERE block_minutes_28d > 0.9 * 100 * 60
ORDER BY block_minutes_28d DESC;

-- Daily snapshot kept for the authority audit trail.
CREATE TABLE IF NOT EXISTS ftl_alert_snapshot (
    snapshot_date     DATE        NOT NULL,
    staff_number      VARCHAR(8)  NOT NULL,
    rank              VARCHAR(20) NOT NULL,
    duty_minutes_28d  INTEGER     NOT NULL,
    block_minutes_28d INTEGER     NOT NULL,
    PRIMARY KEY (snapshot_date, staff_number)
);
