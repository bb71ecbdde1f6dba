-- ... existing code ...

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
-- ... existing code ...
