-- ... existing code ...

CREATE INDEX IF NOT EXISTS bays_level_idx ON bays (level_id);

CREATE TABLE IF NOT EXISTS tariffs (
    id               SERIAL PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,      -- 'weekday', 'saturday', 'event_night'
    first_hour_cents INTEGER NOT NULL,
    extra_hour_cents INTEGER NOT NULL,
    daily_cap_cents  INTEGER NOT NULL,
    valid_from       DATE NOT NULL,
    valid_to         DATE,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (valid_to IS NULL OR valid_to > valid_from)
);

CREATE TABLE IF NOT EXISTS tickets (
-- ... existing code ...
