-- Migration 0042: event tracking tables
-- Creates event_types, sessions and events for the product analytics pipeline.

BEGIN;

CREATE TABLE event_types (
    id          SMALLSERIAL PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    description TEXT
);

INSERT INTO event_types (name, description) VALUES
    ('page_view', 'A page was rendered in the browser'),
    ('click', 'A tracked element was clicked'),
    ('signup', 'A visitor created an account'),
    ('purchase', 'An order was completed');

CREATE TABLE sessions (
    id          BIGSERIAL PRIMARY KEY,
    anon_id     UUID NOT NULL,
    user_id     BIGINT,
    started_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    user_agent  TEXT,
    country     CHAR(2)
);

CREATE INDEX sessions_anon_id_idx ON sessions (anon_id);
CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE events (
    id            BIGSERIAL PRIMARY KEY,
    session_id    BIGINT NOT NULL REFERENCES sessions (id),
    event_type_id SMALLINT NOT NULL REFERENCES event_types (id),
    occurred_at   TIMESTAMPTZ NOT NULL,
    url           TEXT,
    properties    JSONB NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX events_session_id_idx ON events (session_id);
CREATE INDEX events_type_time_idx ON events (event_type_id, occurred_at);
CREATE INDEX events_properties_gin ON events USING gin (properties);

GRANT SELECT ON events, event_types, sessions TO analytics_ro;

COMMIT;
