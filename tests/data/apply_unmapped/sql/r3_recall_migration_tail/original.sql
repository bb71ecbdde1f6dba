-- V42__recall_tables.sql
-- Recall rules, generated recalls and the contact log for the recall dispatcher.
-- Applies to every clinic; rows are partitioned logically by clinic_id.

CREATE TABLE recall_rules (
    id              BIGSERIAL PRIMARY KEY,
    clinic_id       INTEGER      NOT NULL REFERENCES clinics (id),
    kind            VARCHAR(32)  NOT NULL,
    interval_months SMALLINT     NOT NULL CHECK (interval_months > 0),
    notice_days     SMALLINT     NOT NULL DEFAULT 21,
    active          BOOLEAN      NOT NULL DEFAULT TRUE,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    UNIQUE (clinic_id, kind)
);

CREATE TABLE recalls (
    id              BIGSERIAL PRIMARY KEY,
    clinic_id       INTEGER      NOT NULL REFERENCES clinics (id),
    patient_id      BIGINT       NOT NULL REFERENCES patients (id),
    rule_id         BIGINT       NOT NULL REFERENCES recall_rules (id),
    due_date        DATE         NOT NULL,
    status          VARCHAR(16)  NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'contacted', 'booked', 'dismissed')),
    appointment_id  BIGINT       REFERENCES appointments (id),
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE recall_contacts (
    id              BIGSERIAL PRIMARY KEY,
    recall_id       BIGINT       NOT NULL REFERENCES recalls (id) ON DELETE CASCADE,
    channel         VARCHAR(16)  NOT NULL CHECK (channel IN ('sms', 'email', 'phone', 'letter')),
    sent_at         TIMESTAMPTZ  NOT NULL DEFAULT now(),
    delivered       BOOLEAN,
    provider_ref    VARCHAR(128),
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX idx_recall_rules_clinic ON recall_rules (clinic_id);
CREATE INDEX idx_recalls_clinic_due ON recalls (clinic_id, due_date);
CREATE INDEX idx_recalls_patient ON recalls (patient_id);
CREATE INDEX idx_recalls_status ON recalls (status) WHERE status = 'pending';
CREATE INDEX idx_recall_contacts_recall ON recall_contacts (recall_id);

GRANT SELECT, INSERT, UPDATE ON recall_rules, recalls, recall_contacts TO clinic_app;
GRANT USAGE ON SEQUENCE recall_rules_id_seq, recalls_id_seq, recall_contacts_id_seq TO clinic_app;
