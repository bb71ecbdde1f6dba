-- Migration 0014: keg tracking for wholesale accounts.

BEGIN;

CREATE TABLE accounts (
    id              serial PRIMARY KEY,
    name            text NOT NULL,
    kind            text NOT NULL CHECK (kind IN ('bar', 'restaurant', 'distributor', 'taproom')),
    deposit_balance numeric(9, 2) NOT NULL DEFAULT 0,
    created_at      timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE kegs ADD COLUMN account_id integer REFERENCES accounts (id);
ALTER TABLE kegs ADD COLUMN shipped_on date;
ALTER TABLE kegs ADD COLUMN returned_on date;

CREATE TABLE keg_movements (
    id              bigserial PRIMARY KEY,
    keg_serial      text NOT NULL REFERENCES kegs (serial),
    batch_id        integer REFERENCES batches (id),
    from_location   text NOT NULL,
    to_location     text NOT NULL,
    account_id      integer REFERENCES accounts (id),
    moved_at        timestamptz NOT NULL DEFAULT now(),
    moved_by        text NOT NULL
);

CREATE INDEX keg_movements_keg_idx ON keg_movements (keg_serial, moved_at);
CREATE INDEX keg_movements_batch_idx ON keg_movements (batch_id);
CREATE INDEX keg_movements_account_idx ON keg_movements (account_id);
CREATE INDEX kegs_account_idx ON kegs (account_id);

CREATE VIEW kegs_out_by_account AS
SELECT
    a.id              AS account_id,
    a.name,
    k.size,
    count(*)          AS kegs_out,
    min(k.shipped_on) AS oldest_shipment
FROM kegs k
JOIN accounts a ON a.id = k.account_id
WHERE k.location = 'account'
GROUP BY a.id, a.name, k.size;

INSERT INTO accounts (name, kind) VALUES ('Taproom', 'taproom');

COMMIT;
