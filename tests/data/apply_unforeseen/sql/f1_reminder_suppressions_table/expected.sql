-- 0007_vaccination_reminders.sql
-- Vaccination history and reminder bookkeeping for the reminder worker.

BEGIN;

CREATE TABLE clinic.vaccination_records (
    id              BIGSERIAL PRIMARY KEY,
    patient_id      BIGINT NOT NULL REFERENCES clinic.patients (id),
    vaccine_code    TEXT NOT NULL,
    batch_number    TEXT,
    administered_on DATE NOT NULL,
    administered_by BIGINT REFERENCES clinic.staff (id),
    next_due_on     DATE,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX vaccination_records_patient_idx
    ON clinic.vaccination_records (patient_id);
CREATE INDEX vaccination_records_due_idx
    ON clinic.vaccination_records (next_due_on)
    WHERE next_due_on IS NOT NULL;

CREATE TABLE clinic.reminder_preferences (
    owner_id        BIGINT PRIMARY KEY REFERENCES clinic.owners (id),
    email_enabled   BOOLEAN NOT NULL DEFAULT TRUE,
    sms_enabled     BOOLEAN NOT NULL DEFAULT FALSE,
    lead_days       INTEGER NOT NULL DEFAULT 14 CHECK (lead_days BETWEEN 1 AND 60),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Patients who must never get reminders (deceased, rehomed, owner opted out).
CREATE TABLE clinic.reminder_suppressions (
    patient_id      BIGINT PRIMARY KEY REFERENCES clinic.patients (id),
    reason          TEXT NOT NULL CHECK (reason IN ('deceased', 'rehomed', 'owner_opt_out', 'moved_practice')),
    suppressed_by   BIGINT REFERENCES clinic.staff (id),
    suppressed_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE clinic.reminders_sent (
    id                    BIGSERIAL PRIMARY KEY,
    vaccination_record_id BIGINT NOT NULL REFERENCES clinic.vaccination_records (id),
    channel               TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    sent_at               TIMESTAMPTZ NOT NULL DEFAULT now(),
    provider_message_id   TEXT,
    UNIQUE (vaccination_record_id, channel)
);

CREATE INDEX reminders_sent_sent_at_idx
    ON clinic.reminders_sent (sent_at);

COMMIT;
