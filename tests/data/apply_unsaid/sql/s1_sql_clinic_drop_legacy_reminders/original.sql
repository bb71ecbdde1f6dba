-- Schema for the clinic booking service (PostgreSQL 15)

CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE patients (
    id           BIGSERIAL PRIMARY KEY,
    full_name    TEXT        NOT NULL,
    email        CITEXT      UNIQUE,
    phone        TEXT,
    birth_date   DATE,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE practitioners (
    id           BIGSERIAL PRIMARY KEY,
    full_name    TEXT        NOT NULL,
    specialty    TEXT        NOT NULL,
    active       BOOLEAN     NOT NULL DEFAULT true
);

CREATE TABLE appointments (
    id              BIGSERIAL PRIMARY KEY,
    patient_id      BIGINT      NOT NULL REFERENCES patients (id),
    practitioner_id BIGINT      NOT NULL REFERENCES practitioners (id),
    starts_at       TIMESTAMPTZ NOT NULL,
    ends_at         TIMESTAMPTZ NOT NULL,
    status          TEXT        NOT NULL DEFAULT 'booked'
                    CHECK (status IN ('booked', 'cancelled', 'completed', 'no_show')),
    notes           TEXT,
    CHECK (ends_at > starts_at)
);

CREATE INDEX appointments_practitioner_starts_idx
    ON appointments (practitioner_id, starts_at);

CREATE INDEX appointments_patient_idx
    ON appointments (patient_id);

-- Legacy: reminders used to be tracked per appointment in this table.
CREATE TABLE legacy_reminders (
    id              BIGSERIAL PRIMARY KEY,
    appointment_id  BIGINT      NOT NULL REFERENCES appointments (id),
    sent_at         TIMESTAMPTZ,
    channel         TEXT        NOT NULL DEFAULT 'sms'
);

CREATE INDEX legacy_reminders_appointment_idx
    ON legacy_reminders (appointment_id);

CREATE TABLE reminder_jobs (
    id              BIGSERIAL PRIMARY KEY,
    appointment_id  BIGINT      NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
    run_at          TIMESTAMPTZ NOT NULL,
    channel         TEXT        NOT NULL CHECK (channel IN ('sms', 'email')),
    attempts        INT         NOT NULL DEFAULT 0,
    done_at         TIMESTAMPTZ
);

CREATE INDEX reminder_jobs_due_idx
    ON reminder_jobs (run_at)
    WHERE done_at IS NULL;
