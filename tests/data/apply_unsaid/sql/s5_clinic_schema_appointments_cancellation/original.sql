-- Migration 0007: scheduling tables for the clinic app.

CREATE TABLE practitioners (
    id            BIGSERIAL PRIMARY KEY,
    full_name     TEXT NOT NULL,
    specialty     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    active        BOOLEAN NOT NULL DEFAULT TRUE,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE patients (
    id            BIGSERIAL PRIMARY KEY,
    full_name     TEXT NOT NULL,
    date_of_birth DATE NOT NULL,
    phone         TEXT,
    email         TEXT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE appointments (
    id              BIGSERIAL PRIMARY KEY,
    practitioner_id BIGINT NOT NULL REFERENCES practitioners (id),
    patient_id      BIGINT NOT NULL REFERENCES patients (id),
    starts_at       TIMESTAMPTZ NOT NULL,
    ends_at         TIMESTAMPTZ NOT NULL,
    status          TEXT NOT NULL DEFAULT 'booked',
    notes           TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT appointments_time_order CHECK (ends_at > starts_at),
    CONSTRAINT appointments_status_valid CHECK (status IN ('booked', 'checked_in', 'completed', 'no_show'))
);

CREATE INDEX appointments_practitioner_starts_idx ON appointments (practitioner_id, starts_at);
CREATE INDEX appointments_patient_idx ON appointments (patient_id);

CREATE TABLE availability_blocks (
    id              BIGSERIAL PRIMARY KEY,
    practitioner_id BIGINT NOT NULL REFERENCES practitioners (id) ON DELETE CASCADE,
    weekday         SMALLINT NOT NULL CHECK (weekday BETWEEN 0 AND 6),
    start_time      TIME NOT NULL,
    end_time        TIME NOT NULL,
    CONSTRAINT availability_time_order CHECK (end_time > start_time)
);
