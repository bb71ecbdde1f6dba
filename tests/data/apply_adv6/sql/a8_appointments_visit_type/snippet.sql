-- ... providers and patients tables unchanged ...

CREATE TABLE IF NOT EXISTS appointments (
    appointment_id  SERIAL PRIMARY KEY,
    patient_id      INTEGER NOT NULL REFERENCES patients (patient_id),
    provider_id     INTEGER NOT NULL REFERENCES providers (provider_id),
    starts_at       TIMESTAMP NOT NULL,
    duration_min    INTEGER NOT NULL DEFAULT 20,
    visit_type      VARCHAR(16) NOT NULL DEFAULT 'in_person',
    status          VARCHAR(16) NOT NULL DEFAULT 'booked',
    created_at      TIMESTAMP NOT NULL DEFAULT NOW(),
    CONSTRAINT appointments_status_chk
        CHECK (status IN ('booked', 'checked_in', 'completed', 'cancelled', 'no_show')),
    CONSTRAINT appointments_visit_type_chk
        CHECK (visit_type IN ('in_person', 'telehealth', 'phone'))
);

-- ... both appointment indexes as before ...

CREATE OR REPLACE VIEW todays_schedule AS
SELECT
    a.appointment_id,
    a.starts_at,
    a.duration_min,
    a.visit_type,
    a.status,
    -- ... patient and provider columns, joins and filters unchanged ...
