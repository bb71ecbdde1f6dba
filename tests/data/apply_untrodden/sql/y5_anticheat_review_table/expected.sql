-- 0042_anticheat_reports.sql
-- Player-submitted and automated anti-cheat reports.

BEGIN;

CREATE TYPE report_source AS ENUM ('player', 'server_heuristic', 'client_sentinel');
CREATE TYPE report_status AS ENUM ('open', 'under_review', 'actioned', 'dismissed');

CREATE TABLE cheat_reports (
    id              BIGSERIAL PRIMARY KEY,
    reported_player UUID NOT NULL REFERENCES players(id),
    reporter_player UUID REFERENCES players(id),
    match_id        UUID REFERENCES matches(id),
    source          report_source NOT NULL,
    category        TEXT NOT NULL CHECK (category IN ('aimbot', 'wallhack', 'speedhack', 'exploit', 'griefing')),
    status          report_status NOT NULL DEFAULT 'open',
    confidence      NUMERIC(4, 3),
    notes           TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_cheat_reports_reported ON cheat_reports (reported_player, created_at DESC);
CREATE INDEX idx_cheat_reports_status ON cheat_reports (status) WHERE status IN ('open', 'under_review');

CREATE TABLE cheat_report_evidence (
    id          BIGSERIAL PRIMARY KEY,
    report_id   BIGINT NOT NULL REFERENCES cheat_reports(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('replay', 'telemetry', 'screenshot', 'chat_log')),
    storage_key TEXT NOT NULL,
    byte_size   BIGINT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_cheat_report_evidence_report ON cheat_report_evidence (report_id);

CREATE TABLE cheat_report_reviews (
    id          BIGSERIAL PRIMARY KEY,
    report_id   BIGINT NOT NULL REFERENCES cheat_reports(id) ON DELETE CASCADE,
    reviewer    TEXT NOT NULL,
    verdict     TEXT NOT NULL CHECK (verdict IN ('confirmed', 'insufficient_evidence', 'false_positive')),
    comment     TEXT,
    reviewed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_cheat_report_reviews_report ON cheat_report_reviews (report_id, reviewed_at DESC);

CREATE TABLE cheat_sanctions (
    id            BIGSERIAL PRIMARY KEY,
    player_id     UUID NOT NULL REFERENCES players(id),
    report_id     BIGINT REFERENCES cheat_reports(id) ON DELETE SET NULL,
    sanction_type TEXT NOT NULL CHECK (sanction_type IN ('warning', 'ranked_ban', 'temp_ban', 'perma_ban')),
    starts_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    ends_at       TIMESTAMPTZ,
    issued_by     TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (ends_at IS NULL OR ends_at > starts_at)
);

CREATE INDEX idx_cheat_sanctions_player ON cheat_sanctions (player_id, starts_at DESC);

CREATE TRIGGER trg_cheat_reports_updated_at
    BEFORE UPDATE ON cheat_reports
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

COMMIT;
