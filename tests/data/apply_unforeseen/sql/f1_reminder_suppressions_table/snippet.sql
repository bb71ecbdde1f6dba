-- ... existing code ...
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
-- ... existing code ...
