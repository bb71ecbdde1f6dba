-- ... existing code ...

CREATE INDEX bookings_room_id_idx ON bookings (room_id);
CREATE INDEX bookings_guest_id_idx ON bookings (guest_id);
CREATE INDEX bookings_check_in_idx ON bookings (check_in) WHERE status <> 'cancelled';

ALTER TABLE bookings
    ADD CONSTRAINT bookings_status_check
    CHECK (status IN ('confirmed', 'checked_in', 'cancelled'));

COMMIT;
