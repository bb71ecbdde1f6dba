-- 0007_bookings.sql
-- Rooms, guests and bookings for the reservations service.

BEGIN;

CREATE TABLE rooms (
    id          BIGSERIAL PRIMARY KEY,
    hotel_id    BIGINT NOT NULL REFERENCES hotels (id),
    number      TEXT NOT NULL,
    capacity    SMALLINT NOT NULL CHECK (capacity > 0),
    nightly_eur NUMERIC(10, 2) NOT NULL,
    UNIQUE (hotel_id, number)
);

CREATE TABLE guests (
    id         BIGSERIAL PRIMARY KEY,
    full_name  TEXT NOT NULL,
    email      TEXT NOT NULL UNIQUE,
    phone      TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE bookings (
    id         BIGSERIAL PRIMARY KEY,
    room_id    BIGINT NOT NULL REFERENCES rooms (id),
    guest_id   BIGINT NOT NULL REFERENCES guests (id),
    check_in   DATE NOT NULL,
    check_out  DATE NOT NULL,
    status     TEXT NOT NULL DEFAULT 'confirmed',
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (check_out > check_in)
);

CREATE TABLE booking_notes (
    id         BIGSERIAL PRIMARY KEY,
    booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    author     TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX bookings_room_id_idx ON bookings (room_id);
CREATE INDEX bookings_guest_id_idx ON bookings (guest_id);
CREATE INDEX bookings_check_in_idx ON bookings (check_in) WHERE status <> 'cancelled';

ALTER TABLE bookings
    ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('confirmed', 'checked_in', 'cancelled'));

COMMIT;
