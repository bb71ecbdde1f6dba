CREATE TABLE appointments (
    id              BIGSERIAL PRIMARY KEY,
    -- ... existing columns ...
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    cancelled_at    TIMESTAMPTZ,
    cancel_reason   TEXT,
    CONSTRAINT appointments_time_order CHECK (ends_at > starts_at),
    CONSTRAINT appointments_status_valid CHECK (status IN ('booked', 'checked_in', 'completed', 'no_show', 'cancelled')),
    CONSTRAINT appointments_cancel_consistent CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
