-- ... schema header, vehicle and route tables unchanged ...

CREATE TABLE telemetry.gps_ping (
    ping_id       bigserial PRIMARY KEY,
    -- ... vehicle_id through lon as before ...
    bearing_deg   smallint,
    speed_kph     real,
    odometer_m    integer,
    CHECK (lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180)
);

-- ... both gps_ping indexes and trip_progress unchanged ...

CREATE OR REPLACE FUNCTION telemetry.purge_old_pings(p_keep interval DEFAULT interval '14 days')
-- ... rest of the purge function unchanged ...
