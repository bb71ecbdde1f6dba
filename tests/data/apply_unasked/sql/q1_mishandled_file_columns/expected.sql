-- Migration 0042: baggage tracing schema
-- Creates the tables used by the mishandled-baggage (WorldTracer) sync.

BEGIN;

CREATE TABLE bag_tag (
    tag_number     CHAR(10)     PRIMARY KEY,
    pnr            CHAR(6)      NOT NULL,
    passenger_name VARCHAR(80)  NOT NULL,
    origin         CHAR(3)      NOT NULL,
    destination    CHAR(3)      NOT NULL,
    checked_at     TIMESTAMPTZ  NOT NULL,
    weight_kg      NUMERIC(4,1)
);

CREATE TABLE bag_scan (
    id          BIGSERIAL    PRIMARY KEY,
    tag_number  CHAR(10)     NOT NULL REFERENCES bag_tag (tag_number),
    station     CHAR(3)      NOT NULL,
    reader_id   VARCHAR(20)  NOT NULL,
    event       VARCHAR(16)  NOT NULL,
    scanned_at  TIMESTAMPTZ  NOT NULL
);

CREATE INDEX bag_scan_tag_idx ON bag_scan (tag_number, scanned_at DESC);

CREATE TABLE mishandled_file (
    reference     CHAR(10)     PRIMARY KEY,
    tag_number    CHAR(10)     NOT NULL REFERENCES bag_tag (tag_number),
    station       CHAR(3)      NOT NULL,
    opened_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    closed_at     TIMESTAMPTZ,
    status        VARCHAR(12)  NOT NULL DEFAULT 'OPEN',
    delivery_addr TEXT,
    interim_expenses_gbp  NUMERIC(7,2) NOT NULL DEFAULT 0,
    worldtracer_synced_at TIMESTAMPTZ
);

CREATE INDEX mishandled_file_station_idx ON mishandled_file (station, status);
CREATE INDEX mishandled_file_unsynced_idx ON mishandled_file (opened_at)
    WHERE worldtracer_synced_at IS NULL;

CREATE TABLE courier_delivery (
    id             BIGSERIAL    PRIMARY KEY,
    reference      CHAR(10)     NOT NULL REFERENCES mishandled_file (reference),
    courier        VARCHAR(40)  NOT NULL,
    dispatched_at  TIMESTAMPTZ  NOT NULL,
    delivered_at   TIMESTAMPTZ,
    cost_gbp       NUMERIC(7,2)
);

CREATE INDEX courier_delivery_ref_idx ON courier_delivery (reference);

COMMIT;
