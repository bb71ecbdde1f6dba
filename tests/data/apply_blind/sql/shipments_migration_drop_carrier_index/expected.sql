-- Migration 0042: shipments tracking
-- Up

BEGIN;

CREATE TYPE shipment_status AS ENUM ('label_created', 'in_transit', 'delivered', 'returned', 'lost');

CREATE TABLE shipments (
    id               BIGSERIAL PRIMARY KEY,
    order_id         BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    carrier          TEXT NOT NULL,
    tracking_number  TEXT NOT NULL,
    status           shipment_status NOT NULL DEFAULT 'label_created',
    shipped_at       TIMESTAMPTZ,
    delivered_at     TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (carrier, tracking_number)
);

CREATE INDEX idx_shipments_order_id ON shipments (order_id);
CREATE INDEX idx_shipments_status ON shipments (status) WHERE status <> 'delivered';

CREATE TABLE shipment_events (
    id           BIGSERIAL PRIMARY KEY,
    shipment_id  BIGINT NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
    status       shipment_status NOT NULL,
    location     TEXT,
    occurred_at  TIMESTAMPTZ NOT NULL,
    raw_payload  JSONB
);

CREATE INDEX idx_shipment_events_shipment_id ON shipment_events (shipment_id, occurred_at);

ALTER TABLE orders ADD COLUMN shipped_at TIMESTAMPTZ;

COMMIT;
