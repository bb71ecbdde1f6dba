-- ... keep existing code

CREATE TABLE keg_movements (
    id              bigserial PRIMARY KEY,
    keg_serial      text NOT NULL REFERENCES kegs (serial),
    batch_id        integer REFERENCES batches (id),
    from_location   text NOT NULL,
    -- ... keep existing code
);

CREATE INDEX keg_movements_keg_idx ON keg_movements (keg_serial, moved_at);
CREATE INDEX keg_movements_batch_idx ON keg_movements (batch_id);
-- ... keep existing code
