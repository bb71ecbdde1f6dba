-- Reporting views for the league dashboard.
-- Owned by the data team; refreshed by the nightly reporting job.

CREATE SCHEMA IF NOT EXISTS reporting;

CREATE OR REPLACE VIEW reporting.completed_fixtures AS
SELECT
    f.fixture_id,
    f.season_id,
    f.round_no,
    f.home_club_id,
    f.away_club_id,
    f.home_goals,
    f.away_goals,
    f.kickoff_at
FROM fixtures AS f
WHERE f.status = 'FULL_TIME';

CREATE OR REPLACE VIEW reporting.home_form AS
SELECT
    cf.season_id,
    cf.home_club_id AS club_id,
    COUNT(*) AS played,
    SUM(CASE WHEN cf.home_goals > cf.away_goals THEN 1 ELSE 0 END) AS won,
    SUM(CASE WHEN cf.home_goals = cf.away_goals THEN 1 ELSE 0 END) AS drawn,
    SUM(CASE WHEN cf.home_goals < cf.away_goals THEN 1 ELSE 0 END) AS lost,
    SUM(cf.home_goals) AS goals_for,
    SUM(cf.away_goals) AS goals_against
FROM reporting.completed_fixtures AS cf
GROUP BY cf.season_id, cf.home_club_id;

CREATE OR REPLACE VIEW reporting.away_form AS
SELECT
    cf.season_id,
    cf.away_club_id AS club_id,
    COUNT(*) AS played,
    SUM(CASE WHEN cf.away_goals > cf.home_goals THEN 1 ELSE 0 END) AS won,
    SUM(CASE WHEN cf.away_goals = cf.home_goals THEN 1 ELSE 0 END) AS drawn,
    SUM(CASE WHEN cf.away_goals < cf.home_goals THEN 1 ELSE 0 END) AS lost,
    SUM(cf.away_goals) AS goals_for,
    SUM(cf.home_goals) AS goals_against
FROM reporting.completed_fixtures AS cf
GROUP BY cf.season_id, cf.away_club_id;

CREATE OR REPLACE VIEW reporting.referee_match_counts AS
SELECT
    ra.referee_id,
    f.season_id,
    COUNT(*) FILTER (WHERE ra.role = 'REFEREE') AS as_referee,
    COUNT(*) FILTER (WHERE ra.role = 'FOURTH_OFFICIAL') AS as_fourth,
    MAX(f.kickoff_at) AS last_appointment
FROM referee_assignments AS ra
JOIN fixtures AS f ON f.fixture_id = ra.fixture_id
GROUP BY ra.referee_id, f.season_id;

CREATE OR REPLACE VIEW reporting.ticket_sales_by_fixture AS
SELECT
    t.fixture_id,
    COUNT(*) FILTER (WHERE t.ticket_type = 'SEASON') AS season_cards,
    COUNT(*) FILTER (WHERE t.ticket_type = 'MATCHDAY') AS matchday,
    COUNT(*) FILTER (WHERE t.ticket_type = 'AWAY') AS away_allocation,
    SUM(t.price_pence) / 100.0 AS revenue
FROM tickets AS t
WHERE t.voided_at IS NULL
GROUP BY t.fixture_id;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO dashboard_reader;
