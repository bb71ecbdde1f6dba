-- 0042_create_bin_locations.sql
-- Physical storage locations. Codes follow AISLE-BAY-LEVEL-POSITION,
-- e.g. A-12-03-B, and are printed on the shelf-lip labels.

BEGIN;

CREATE TABLE bin_locations (
    id              BIGSERIAL PRIMARY KEY,
    site_id         INTEGER      NOT NULL REFERENCES sites (id),
    code            VARCHAR(16)  NOT NULL,
    zone            VARCHAR(8)   NOT NULL,
    bin_class       VARCHAR(10)  NOT NULL,
    capacity_units  INTEGER      NOT NULL,
    clear_height_mm INTEGER,
    max_weight_kg   NUMERIC(8, 2),
    walk_seq        INTEGER      NOT NULL,
    active          BOOLEAN      NOT NULL DEFAULT TRUE,
    count_locked_at TIMESTAMPTZ,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    CONSTRAINT bin_locations_class_chk
        CHECK (bin_class IN ('pallet', 'shelf', 'floor', 'carton_flow')),
    CONSTRAINT bin_locations_capacity_chk
        CHECK (capacity_units > 0)
);

CREATE UNIQUE INDEX bin_locations_site_code_uq
    ON bin_locations (site_id, code);

CREATE INDEX bin_locations_zone_walk_idx
    ON bin_locations (site_id, zone, walk_seq)
    WHERE active;

COMMENT ON COLUMN bin_locations.walk_seq IS
    'Order in which pickers reach the bin along the pick path';

COMMENT ON COLUMN bin_locations.count_locked_at IS
    'Set while a cycle count is open on the bin; putaway and picks skip it';

COMMIT;
