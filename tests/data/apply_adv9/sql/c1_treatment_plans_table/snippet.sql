-- ... existing code ...

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
    -- ... existing code ...
