-- ... existing code ...
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

-- ... existing code ...
