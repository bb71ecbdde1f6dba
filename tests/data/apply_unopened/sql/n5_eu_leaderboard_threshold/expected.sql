-- Regional leaderboard views for the ranked ladder.
-- Each view exposes the current season only and hides players
-- who have not yet completed their placement matches.

CREATE OR REPLACE VIEW leaderboard_na AS
SELECT
    p.id            AS player_id,
    p.handle,
    r.rating,
    r.wins,
    r.losses,
    RANK() OVER (ORDER BY r.rating DESC) AS region_rank
FROM players p
JOIN player_ratings r ON r.player_id = p.id
JOIN seasons s        ON s.id = r.season_id AND s.is_current
WHERE p.region = 'NA'
  AND p.banned_at IS NULL
  AND r.wins + r.losses >= 10;

CREATE OR REPLACE VIEW leaderboard_eu AS
SELECT
    p.id            AS player_id,
    p.handle,
    r.rating,
    r.wins,
    r.losses,
    RANK() OVER (ORDER BY r.rating DESC) AS region_rank
FROM players p
JOIN player_ratings r ON r.player_id = p.id
JOIN seasons s        ON s.id = r.season_id AND s.is_current
WHERE p.region = 'EU'
  AND p.banned_at IS NULL
  AND r.wins + r.losses >= 15;

CREATE OR REPLACE VIEW leaderboard_apac AS
SELECT
    p.id            AS player_id,
    p.handle,
    r.rating,
    r.wins,
    r.losses,
    RANK() OVER (ORDER BY r.rating DESC) AS region_rank
FROM players p
JOIN player_ratings r ON r.player_id = p.id
JOIN seasons s        ON s.id = r.season_id AND s.is_current
WHERE p.region = 'APAC'
  AND p.banned_at IS NULL
  AND r.wins + r.losses >= 10;

GRANT SELECT ON leaderboard_na, leaderboard_eu, leaderboard_apac TO web_readonly;
