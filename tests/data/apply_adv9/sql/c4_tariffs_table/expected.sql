-- Harbourside garage schema, v3.
-- Applied by the migration runner in ops/garage-db; keep statements idempotent.

CREATE TABLE IF NOT EXISTS levels (
    id           SERIAL PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,          -- 'P1', 'P2', 'Roof'
    clearance_cm INTEGER NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS bays (
    id           SERIAL PRIMARY KEY,
    level_id     INTEGER NOT NULL REFERENCES levels (id),
    code         TEXT NOT NULL,                 -- painted code, e.g. 'P2-041'
    size_class   TEXT NOT NULL CHECK (size_class IN ('compact', 'standard', 'oversize')),
    ev_charger   BOOLEAN NOT NULL DEFAULT false,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (level_id, code)
);

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
    id           BIGSERIAL PRIMARY KEY,
    barcode      TEXT NOT NULL UNIQUE,
    plate        TEXT,
    bay_id       INTEGER REFERENCES bays (id),
    entered_at   TIMESTAMPTZ NOT NULL,
    exited_at    TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS tickets_open_idx ON tickets (entered_at) WHERE exited_at IS NULL;

CREATE TABLE IF NOT EXISTS payments (
    id           BIGSERIAL PRIMARY KEY,
    ticket_id    BIGINT NOT NULL REFERENCES tickets (id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    method       TEXT NOT NULL,                 -- 'card', 'cash', 'app'
    paid_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS payments_ticket_idx ON payments (ticket_id);
