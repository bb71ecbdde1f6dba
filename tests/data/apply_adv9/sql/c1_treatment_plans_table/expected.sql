-- 0007_claims_schema.sql
-- Patients, their insurance policies and the claims we file against them.

BEGIN;

CREATE TABLE patients (
    id              BIGSERIAL PRIMARY KEY,
    chart_number    VARCHAR(12) NOT NULL UNIQUE,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    date_of_birth   DATE NOT NULL,
    phone           TEXT,
    email           TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE insurance_policies (
    id              BIGSERIAL PRIMARY KEY,
    patient_id      BIGINT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
    carrier_name    TEXT NOT NULL,
    member_id       TEXT NOT NULL,
    group_number    TEXT,
    is_primary      BOOLEAN NOT NULL DEFAULT TRUE,
    annual_maximum  NUMERIC(10, 2) NOT NULL DEFAULT 1500.00,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_insurance_policies_patient ON insurance_policies (patient_id);

CREATE TABLE treatment_plans (
    id              BIGSERIAL PRIMARY KEY,
    patient_id      BIGINT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
    status          TEXT NOT NULL DEFAULT 'proposed'
                    CHECK (status IN ('proposed', 'accepted', 'completed', 'declined')),
    presented_at    TIMESTAMPTZ,
    accepted_at     TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_treatment_plans_patient ON treatment_plans (patient_id);

CREATE TABLE claims (
    id              BIGSERIAL PRIMARY KEY,
    patient_id      BIGINT NOT NULL REFERENCES patients (id),
    policy_id       BIGINT NOT NULL REFERENCES insurance_policies (id),
    status          TEXT NOT NULL DEFAULT 'draft'
                    CHECK (status IN ('draft', 'submitted', 'paid', 'denied', 'appealed')),
    submitted_at    TIMESTAMPTZ,
    total_billed    NUMERIC(10, 2) NOT NULL DEFAULT 0,
    total_paid      NUMERIC(10, 2),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_claims_patient ON claims (patient_id);
CREATE INDEX idx_claims_status ON claims (status);

CREATE TABLE claim_lines (
    id              BIGSERIAL PRIMARY KEY,
    claim_id        BIGINT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
    cdt_code        VARCHAR(5) NOT NULL,
    tooth_number    VARCHAR(3),
    surfaces        VARCHAR(5),
    fee             NUMERIC(10, 2) NOT NULL,
    paid            NUMERIC(10, 2)
);

CREATE INDEX idx_claim_lines_claim ON claim_lines (claim_id);

COMMIT;
