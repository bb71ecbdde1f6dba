-- Migration 0042: baggage tracking core schema
-- Owner: ground-ops-platform

BEGIN;

CREATE SCHEMA IF NOT EXISTS baggage;

CREATE TABLE baggage.flight_leg (
    leg_id          BIGSERIAL PRIMARY KEY,
    carrier_code    CHAR(2)      NOT NULL,
    flight_number   VARCHAR(5)   NOT NULL,
    departure_date  DATE         NOT NULL,
    origin          CHAR(3)      NOT NULL,
    destination     CHAR(3)      NOT NULL,
    UNIQUE (carrier_code, flight_number, departure_date, origin)
);

CREATE TABLE baggage.bag (
    bag_id          BIGSERIAL PRIMARY KEY,
    tag_number      CHAR(10)     NOT NULL UNIQUE,
    pnr             VARCHAR(6)   NOT NULL,
    passenger_name  VARCHAR(80)  NOT NULL,
    weight_kg       NUMERIC(5,1),
    priority        BOOLEAN      NOT NULL DEFAULT FALSE,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE baggage.bag_leg (
    bag_id          BIGINT       NOT NULL REFERENCES baggage.bag (bag_id),
    leg_id          BIGINT       NOT NULL REFERENCES baggage.flight_leg (leg_id),
    sequence_no     SMALLINT     NOT NULL,
    PRIMARY KEY (bag_id, leg_id)
);

CREATE TABLE baggage.scan_event (
    scan_id         BIGSERIAL PRIMARY KEY,
    bag_id          BIGINT       NOT NULL REFERENCES baggage.bag (bag_id),
    leg_id          BIGINT       REFERENCES baggage.flight_leg (leg_id),
    station         CHAR(3)      NOT NULL,
    scan_point      VARCHAR(16)  NOT NULL,
    scanned_at      TIMESTAMPTZ  NOT NULL,
    device_id       VARCHAR(32),
    CHECK (scan_point IN ('CHECK_IN', 'SORTATION', 'MAKEUP', 'LOADED', 'ARRIVAL', 'CLAIM'))
);

CREATE INDEX scan_event_bag_idx ON baggage.scan_event (bag_id, scanned_at DESC);
CREATE INDEX scan_event_leg_idx ON baggage.scan_event (leg_id);

CREATE TABLE baggage.mishandled_report (
    report_id       BIGSERIAL PRIMARY KEY,
    bag_id          BIGINT       NOT NULL REFERENCES baggage.bag (bag_id),
    reference_no    VARCHAR(10)  NOT NULL UNIQUE,
    reason          VARCHAR(16)  NOT NULL,
    reported_at     TIMESTAMPTZ  NOT NULL DEFAULT now(),
    closed_at       TIMESTAMPTZ
);

CREATE INDEX mishandled_open_idx ON baggage.mishandled_report (reported_at)
    WHERE closed_at IS NULL;

COMMIT;
