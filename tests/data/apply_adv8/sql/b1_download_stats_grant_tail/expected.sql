-- migrations/20240611_download_stats.sql
-- Raw CDN download events plus the daily rollups the dashboard reads.
BEGIN;

CREATE TABLE download_events (
    id            BIGSERIAL   PRIMARY KEY,
    episode_id    UUID        NOT NULL REFERENCES episodes (id) ON DELETE CASCADE,
    show_id       UUID        NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
    ip_hash       BYTEA       NOT NULL,
    user_agent    TEXT        NOT NULL,
    bytes_served  BIGINT      NOT NULL,
    range_start   BIGINT,
    country_code  CHAR(2),
    is_bot        BOOLEAN     NOT NULL DEFAULT FALSE,
    requested_at  TIMESTAMPTZ NOT NULL
);

CREATE TABLE episode_daily_downloads (
    episode_id        UUID    NOT NULL REFERENCES episodes (id) ON DELETE CASCADE,
    day               DATE    NOT NULL,
    unique_listeners  INTEGER NOT NULL DEFAULT 0,
    raw_requests      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (episode_id, day)
);

CREATE TABLE show_daily_downloads (
    show_id           UUID    NOT NULL REFERENCES shows (id) ON DELETE CASCADE,
    day               DATE    NOT NULL,
    unique_listeners  INTEGER NOT NULL DEFAULT 0,
    raw_requests      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (show_id, day)
);

CREATE INDEX idx_download_events_episode_time ON download_events (episode_id, requested_at);
CREATE INDEX idx_download_events_show_time ON download_events (show_id, requested_at);
CREATE INDEX idx_episode_daily_day ON episode_daily_downloads (day);
CREATE INDEX idx_show_daily_day ON show_daily_downloads (day);
CREATE INDEX idx_download_events_human ON download_events (episode_id, requested_at) WHERE NOT is_bot;

GRANT SELECT ON episode_daily_downloads, show_daily_downloads TO stats_reader;

COMMIT;
