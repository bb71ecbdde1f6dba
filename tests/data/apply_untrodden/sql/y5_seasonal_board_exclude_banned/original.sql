-- leaderboard_views.sql
-- Ranked leaderboard views over match_results. Owned by the competitive team.

CREATE OR REPLACE VIEW leaderboard_daily AS
SELECT
    p.id            AS player_id,
    p.display_name,
    p.region,
    SUM(mr.rating_delta) AS rating_gain,
    COUNT(*)        AS matches_played,
    RANK() OVER (PARTITION BY p.region ORDER BY SUM(mr.rating_delta) DESC) AS region_rank
FROM match_results mr
JOIN players p ON p.id = mr.player_id
WHERE mr.finished_at >= date_trunc('day', now())
  AND mr.queue = 'ranked'
GROUP BY p.id, p.display_name, p.region;

CREATE OR REPLACE VIEW leaderboard_weekly AS
SELECT
    p.id            AS player_id,
    p.display_name,
    p.region,
    SUM(mr.rating_delta) AS rating_gain,
    COUNT(*)        AS matches_played,
    RANK() OVER (PARTITION BY p.region ORDER BY SUM(mr.rating_delta) DESC) AS region_rank
FROM match_results mr
JOIN players p ON p.id = mr.player_id
WHERE mr.finished_at >= date_trunc('week', now())
  AND mr.queue = 'ranked'
GROUP BY p.id, p.display_name, p.region;

CREATE OR REPLACE VIEW leaderboard_seasonal AS
SELECT
    p.id            AS player_id,
    p.display_name,
    p.region,
    pr.rating,
    pr.matches_played,
    RANK() OVER (PARTITION BY p.region ORDER BY pr.rating DESC) AS region_rank,
    RANK() OVER (ORDER BY pr.rating DESC) AS global_rank
FROM player_ratings pr
JOIN players p ON p.id = pr.player_id
JOIN seasons s ON s.id = pr.season_id AND s.is_active
WHERE pr.matches_played >= 10;

CREATE TABLE IF NOT EXISTS leaderboard_snapshots (
    season_id    INT NOT NULL REFERENCES seasons(id),
    taken_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    player_id    UUID NOT NULL,
    region       TEXT NOT NULL,
    rating       INT NOT NULL,
    global_rank  INT NOT NULL,
    PRIMARY KEY (season_id, taken_at, player_id)
);

CREATE OR REPLACE FUNCTION take_leaderboard_snapshot() RETURNS INT
LANGUAGE plpgsql AS $$
DECLARE
    inserted INT;
BEGIN
    INSERT INTO leaderboard_snapshots (season_id, player_id, region, rating, global_rank)
    SELECT s.id, ls.player_id, ls.region, ls.rating, ls.global_rank
    FROM leaderboard_seasonal ls
    CROSS JOIN seasons s
    WHERE s.is_active
      AND ls.global_rank <= 1000;
    GET DIAGNOSTICS inserted = ROW_COUNT;
    RETURN inserted;
END;
$$;
