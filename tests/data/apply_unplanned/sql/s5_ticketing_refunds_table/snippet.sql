-- ... earlier tables unchanged ...

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

-- ... existing indexes ...
CREATE INDEX idx_slot_closures_slot ON slot_closures (slot_id);
CREATE INDEX idx_ticket_refunds_order ON ticket_refunds (order_id);

COMMIT;
