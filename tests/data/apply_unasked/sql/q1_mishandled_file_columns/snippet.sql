-- ... header, BEGIN, bag_tag and bag_scan (with its index) unchanged ...

CREATE TABLE mishandled_file (
    -- ... reference through status columns as before ...
    delivery_addr TEXT,
    interim_expenses_gbp  NUMERIC(7,2) NOT NULL DEFAULT 0,
    worldtracer_synced_at TIMESTAMPTZ
);

CREATE INDEX mishandled_file_station_idx ON mishandled_file (station, status);
CREATE INDEX mishandled_file_unsynced_idx ON mishandled_file (opened_at)
    WHERE worldtracer_synced_at IS NULL;

-- ... courier_delivery table, its index and COMMIT stay as they are ...
