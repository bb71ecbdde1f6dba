-- Telemetry schema: vehicles, GPS pings and derived trip progress.
-- Owned by the AVL team; apply with sqitch.

CREATE SCHEMA IF NOT EXISTS telemetry;

CREATE TABLE telemetry.vehicle (
    vehicle_id    text PRIMARY KEY,
    fleet_number  integer NOT NULL UNIQUE,
    depot_code    text NOT NULL,
    model         text,
    in_service    boolean NOT NULL DEFAULT true
);

CREATE TABLE telemetry.route (
    route_id      text PRIMARY KEY,
    short_name    text NOT NULL,
    long_name     text NOT NULL
);

CREATE TABLE telemetry.gps_ping (
    ping_id       bigserial PRIMARY KEY,
    vehicle_id    text NOT NULL REFERENCES telemetry.vehicle (vehicle_id),
    route_id      text REFERENCES telemetry.route (route_id),
    recorded_at   timestamptz NOT NULL,
    received_at   timestamptz NOT NULL DEFAULT now(),
    lat           double precision NOT NULL,
    lon           double precision NOT NULL,
    bearing_deg   smallint,
    speed_kph     real,
    odometer_m    integer,
    CHECK (lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180)
);

CREATE INDEX gps_ping_vehicle_time_idx
    ON telemetry.gps_ping (vehicle_id, recorded_at DESC);

CREATE INDEX gps_ping_route_time_idx
    ON telemetry.gps_ping (route_id, recorded_at DESC)
    WHERE route_id IS NOT NULL;

CREATE TABLE telemetry.trip_progress (
    vehicle_id        text NOT NULL REFERENCES telemetry.vehicle (vehicle_id),
    trip_id           text NOT NULL,
    last_stop_seq     integer NOT NULL,
    delay_seconds     integer NOT NULL DEFAULT 0,
    updated_at        timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (vehicle_id, trip_id)
);

CREATE OR REPLACE FUNCTION telemetry.purge_old_pings(p_keep interval DEFAULT interval '14 days')
RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
    v_deleted bigint;
BEGIN
    DELETE FROM telemetry.gps_ping
     WHERE recorded_at < now() - p_keep;
    GET DIAGNOSTICS v_deleted = ROW_COUNT;
    RETURN v_deleted;
END;
$$;
