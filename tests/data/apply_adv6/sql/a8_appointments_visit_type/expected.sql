-- Scheduling schema for the Lakeside outpatient clinic.
-- Applied by migrate.sh; keep statements idempotent.

CREATE TABLE IF NOT EXISTS providers (
    provider_id     SERIAL PRIMARY KEY,
    npi             CHAR(10) NOT NULL UNIQUE,
    full_name       VARCHAR(120) NOT NULL,
    department      VARCHAR(60) NOT NULL,
    active          BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE IF NOT EXISTS patients (
    patient_id      SERIAL PRIMARY KEY,
    mrn             VARCHAR(20) NOT NULL UNIQUE,
    first_name      VARCHAR(60) NOT NULL,
    last_name       VARCHAR(60) NOT NULL,
    date_of_birth   DATE NOT NULL,
    phone           VARCHAR(20),
    created_at      TIMESTAMP NOT NULL DEFAULT NOW()
);

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

CREATE INDEX IF NOT EXISTS appointments_provider_day_idx
    ON appointments (provider_id, starts_at);

CREATE INDEX IF NOT EXISTS appointments_patient_idx
    ON appointments (patient_id);

CREATE OR REPLACE VIEW todays_schedule AS
SELECT
    a.appointment_id,
    a.starts_at,
    a.duration_min,
    a.visit_type,
    a.status,
    p.mrn,
    p.last_name || ', ' || p.first_name AS patient_name,
    pr.full_name AS provider_name,
    pr.department
FROM appointments a
JOIN patients p ON p.patient_id = a.patient_id
JOIN providers pr ON pr.provider_id = a.provider_id
WHERE a.starts_at::date = CURRENT_DATE
  AND a.status <> 'cancelled'
ORDER BY pr.full_name, a.starts_at;
