-- ... existing code ...
CREATE INDEX idx_show_daily_day ON show_daily_downloads (day);
CREATE INDEX idx_download_events_human ON download_events (episode_id, requested_at) WHERE NOT is_bot;

GRANT SELECT ON episode_daily_downloads, show_daily_downloads TO stats_reader;

COMMIT;
