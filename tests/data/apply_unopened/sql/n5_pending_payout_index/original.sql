-- Migration 0042: prize payout requests
-- Tracks per-player payout requests created after a tournament's
-- results are finalised, plus the audit trail of status changes.

BEGIN;

CREATE TYPE payout_status AS ENUM ('pending', 'approved', 'sent', 'failed', 'cancelled');

CREATE TABLE payout_requests (
    id              BIGSERIAL PRIMARY KEY,
    tournament_id   BIGINT NOT NULL REFERENCES tournaments (id) ON DELETE RESTRICT,
    team_id         BIGINT NOT NULL REFERENCES teams (id) ON DELETE RESTRICT,
    player_id       BIGINT NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    placement       SMALLINT NOT NULL CHECK (placement > 0),
    amount_cents    BIGINT NOT NULL CHECK (amount_cents > 0),
    currency        CHAR(3) NOT NULL DEFAULT 'USD',
    status          payout_status NOT NULL DEFAULT 'pending',
    provider        TEXT,
    provider_ref    TEXT,
    requested_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (tournament_id, player_id)
);

CREATE TABLE payout_status_events (
    id              BIGSERIAL PRIMARY KEY,
    request_id      BIGINT NOT NULL REFERENCES payout_requests (id) ON DELETE CASCADE,
    from_status     payout_status,
    to_status       payout_status NOT NULL,
    actor_id        BIGINT REFERENCES admins (id),
    note            TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

COMMENT ON TABLE payout_requests IS 'One row per player per tournament; amounts already net of platform fees.';
COMMENT ON TABLE payout_status_events IS 'Append-only audit log written by the payout worker and admin console.';

CREATE INDEX idx_payout_requests_tournament ON payout_requests (tournament_id);
CREATE INDEX idx_payout_requests_player ON payout_requests (player_id);
CREATE INDEX idx_payout_status_events_request ON payout_status_events (request_id, created_at);

COMMIT;
