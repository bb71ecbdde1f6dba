CREATE TABLE venues (
    -- ... columns unchanged ...
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE venue_closures (
    id          UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    venue_id    UUID NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
    closed_from DATE NOT NULL,
    closed_to   DATE NOT NULL,
    reason      TEXT,
    CHECK (closed_to >= closed_from)
);

CREATE TABLE bookings (
    -- ... existing columns ...
);

-- ... existing code ...
CREATE INDEX payments_booking_idx ON payments (booking_id);
CREATE INDEX venue_closures_venue_idx ON venue_closures (venue_id, closed_from);
