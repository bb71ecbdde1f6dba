-- ... header and the daily/weekly views unchanged ...

CREATE OR REPLACE VIEW leaderboard_seasonal AS
SELECT
    p.id            AS player_id,
    p.display_name,
    p.region,
    pr.rating,
    pr.matches_played,
    RANK() OVER (PARTITION BY p.region ORDER BY pr.rating DESC, pr.matches_played DESC) AS region_rank,
    RANK() OVER (ORDER BY pr.rating DESC, pr.matches_played DESC) AS global_rank
FROM player_ratings pr
JOIN players p ON p.id = pr.player_id
JOIN seasons s ON s.id = pr.season_id AND s.is_active
WHERE pr.matches_played >= 10
  AND NOT EXISTS (
      SELECT 1
      FROM cheat_sanctions cs
      WHERE cs.player_id = p.id
        AND cs.sanction_type IN ('ranked_ban', 'temp_ban', 'perma_ban')
        AND (cs.ends_at IS NULL OR cs.ends_at > now())
  );

-- ... leaderboard_snapshots table unchanged ...

CREATE OR REPLACE FUNCTION take_leaderboard_snapshot() RETURNS INT
-- ... DECLARE block and the INSERT ... SELECT column lists as before ...
    WHERE s.is_active
      AND ls.global_rank <= 5000;
    -- ... GET DIAGNOSTICS, RETURN and the rest of the function unchanged ...
