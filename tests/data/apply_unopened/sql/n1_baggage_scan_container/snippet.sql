-- ... schema, flight_leg, bag and bag_leg tables unchanged ...

CREATE TABLE baggage.scan_event (
    -- ... columns up to device_id as before ...
    device_id       VARCHAR(32),
    container_id    VARCHAR(12),
    CHECK (scan_point IN ('CHECK_IN', 'SORTATION', 'MAKEUP', 'LOADED', 'TRANSFER', 'ARRIVAL', 'CLAIM'))
);

CREATE INDEX scan_event_bag_idx ON baggage.scan_event (bag_id, scanned_at DESC);
CREATE INDEX scan_event_leg_idx ON baggage.scan_event (leg_id);
CREATE INDEX scan_event_container_idx ON baggage.scan_event (container_id)
    WHERE container_id IS NOT NULL;

-- ... mishandled_report table and COMMIT unchanged ...
