-- 0031_room_inventory.sql
-- Nightly sellable inventory per room type, plus group blocks carved out of it.

CREATE TABLE room_inventory (
    property_id     text        NOT NULL REFERENCES properties (id),
    room_type_id    bigint      NOT NULL REFERENCES room_types (id),
    stay_date       date        NOT NULL,
    physical_rooms  integer     NOT NULL CHECK (physical_rooms >= 0),
    out_of_order    integer     NOT NULL DEFAULT 0 CHECK (out_of_order >= 0),
    sold            integer     NOT NULL DEFAULT 0 CHECK (sold >= 0),
    oversell_limit  integer     NOT NULL DEFAULT 0 CHECK (oversell_limit >= 0),
    stop_sell       boolean     NOT NULL DEFAULT false,
    updated_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (property_id, room_type_id, stay_date),
    CHECK (sold <= physical_rooms - out_of_order + oversell_limit)
);

CREATE INDEX room_inventory_date_idx
    ON room_inventory (property_id, stay_date);

CREATE TABLE room_blocks (
    id              bigserial   PRIMARY KEY,
    property_id     text        NOT NULL REFERENCES properties (id),
    room_type_id    bigint      NOT NULL REFERENCES room_types (id),
    group_code      text        NOT NULL,
    start_date      date        NOT NULL,
    end_date        date        NOT NULL,
    rooms_per_night integer     NOT NULL CHECK (rooms_per_night > 0),
    picked_up       integer     NOT NULL DEFAULT 0 CHECK (picked_up >= 0),
    cutoff_date     date        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date > start_date),
    CHECK (cutoff_date <= start_date)
);

CREATE INDEX room_blocks_dates_idx
    ON room_blocks (property_id, start_date, end_date);

CREATE UNIQUE INDEX room_blocks_group_uidx
    ON room_blocks (property_id, group_code, room_type_id);

COMMENT ON COLUMN room_inventory.oversell_limit IS
    'Extra rooms that may be sold beyond physical capacity for this night.';
COMMENT ON COLUMN room_blocks.cutoff_date IS
    'Unpicked rooms return to general inventory at midnight on this date.';
