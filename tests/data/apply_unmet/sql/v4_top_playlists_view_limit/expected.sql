-- Reporting views for the playlist service analytics dashboard.
-- Refreshed nightly by the analytics-refresh job.

CREATE OR REPLACE VIEW daily_track_plays AS
SELECT
    p.track_id,
    date_trunc('day', p.played_at) AS play_day,
    count(*)                        AS play_count,
    count(DISTINCT p.listener_id)   AS listeners
FROM plays p
WHERE p.ms_played >= 30000
GROUP BY p.track_id, date_trunc('day', p.played_at);

CREATE OR REPLACE VIEW top_tracks_last_7_days AS
SELECT
    t.id              AS track_id,
    t.title,
    a.name            AS artist_name,
    sum(d.play_count) AS play_count,
    sum(d.listeners)  AS listeners
FROM daily_track_plays d
JOIN tracks t  ON t.id = d.track_id
JOIN artists a ON a.id = t.primary_artist_id
WHERE d.play_day >= current_date - INTERVAL '7 days'
GROUP BY t.id, t.title, a.name
ORDER BY play_count DESC
LIMIT 50;

CREATE OR REPLACE VIEW top_playlists_last_7_days AS
SELECT
    pl.id         AS playlist_id,
    pl.title,
    pl.owner_id,
    count(*)      AS play_count
FROM plays p
JOIN playlists pl ON pl.id = p.context_playlist_id
WHERE p.played_at >= current_date - INTERVAL '7 days'
  AND p.ms_played >= 30000
GROUP BY pl.id, pl.title, pl.owner_id
ORDER BY play_count DESC, pl.id
LIMIT 100;

CREATE OR REPLACE VIEW skip_rate_by_track AS
SELECT
    p.track_id,
    count(*) FILTER (WHERE p.ms_played < 30000)::numeric
        / nullif(count(*), 0) AS skip_rate,
    count(*)                  AS starts
FROM plays p
WHERE p.played_at >= current_date - INTERVAL '28 days'
GROUP BY p.track_id
HAVING count(*) >= 100;
