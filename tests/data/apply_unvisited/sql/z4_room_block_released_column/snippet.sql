-- …

CREATE TABLE room_blocks (
    /* snip */
    picked_up       integer     NOT NULL DEFAULT 0 CHECK (picked_up >= 0),
    released        integer     NOT NULL DEFAULT 0 CHECK (released >= 0),
    cutoff_date     date        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date > start_date),
    CHECK (cutoff_date <= start_date),
    CHECK (picked_up + released <= rooms_per_night)
);

-- …

CREATE UNIQUE INDEX room_blocks_group_uidx
    ON room_blocks (property_id, group_code, room_type_id);

CREATE INDEX room_blocks_cutoff_idx
    ON room_blocks (cutoff_date)
    WHERE picked_up + released < rooms_per_night;

-- …
