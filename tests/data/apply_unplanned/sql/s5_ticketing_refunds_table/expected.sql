-- 2024_04_02_0900_create_timed_ticketing.sql
-- Timed-entry ticketing for special exhibitions and the planetarium.

BEGIN;

CREATE TABLE time_slots (
    id            BIGSERIAL PRIMARY KEY,
    gallery_code  TEXT        NOT NULL,
    starts_at     TIMESTAMPTZ NOT NULL,
    capacity      INTEGER     NOT NULL CHECK (capacity > 0),
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (gallery_code, starts_at)
);

CREATE TABLE ticket_orders (
    id             BIGSERIAL PRIMARY KEY,
    slot_id        BIGINT      NOT NULL REFERENCES time_slots (id),
    buyer_email    TEXT        NOT NULL,
    visitors       INTEGER     NOT NULL CHECK (visitors BETWEEN 1 AND 10),
    total_cents    INTEGER     NOT NULL CHECK (total_cents >= 0),
    member_id      TEXT,
    status         TEXT        NOT NULL DEFAULT 'held'
                   CHECK (status IN ('held', 'paid', 'cancelled', 'expired')),
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ticket_scans (
    id             BIGSERIAL PRIMARY KEY,
    order_id       BIGINT      NOT NULL REFERENCES ticket_orders (id),
    gate           TEXT        NOT NULL,
    scanned_by     TEXT        NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE slot_closures (
    id             BIGSERIAL PRIMARY KEY,
    slot_id        BIGINT      NOT NULL REFERENCES time_slots (id),
    reason         TEXT        NOT NULL,
    closed_by      TEXT        NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ticket_refunds (
    id             BIGSERIAL PRIMARY KEY,
    order_id       BIGINT      NOT NULL REFERENCES ticket_orders (id),
    amount_cents   INTEGER     NOT NULL CHECK (amount_cents > 0),
    reason         TEXT        NOT NULL,
    refunded_by    TEXT        NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Indexes

CREATE INDEX idx_time_slots_gallery_starts ON time_slots (gallery_code, starts_at);
CREATE INDEX idx_ticket_orders_slot ON ticket_orders (slot_id);
CREATE INDEX idx_ticket_orders_status ON ticket_orders (status) WHERE status = 'held';
CREATE INDEX idx_ticket_scans_order ON ticket_scans (order_id);
CREATE INDEX idx_slot_closures_slot ON slot_closures (slot_id);
CREATE INDEX idx_ticket_refunds_order ON ticket_refunds (order_id);

COMMIT;
