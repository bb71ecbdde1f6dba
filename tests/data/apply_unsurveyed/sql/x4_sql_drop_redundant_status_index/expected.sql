-- 0042_maintenance_tickets.sql
-- Creates the maintenance ticket tables used by the resident portal and dispatch.

BEGIN;

CREATE TABLE maintenance.vendors (
    id              BIGSERIAL PRIMARY KEY,
    name            TEXT        NOT NULL,
    trade           TEXT        NOT NULL,
    phone           TEXT,
    email           TEXT,
    insured_until   DATE,
    is_active       BOOLEAN     NOT NULL DEFAULT TRUE,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE maintenance.tickets (
    id              BIGSERIAL PRIMARY KEY,
    unit_id         BIGINT      NOT NULL REFERENCES property.units (id),
    reported_by     BIGINT      REFERENCES leasing.tenants (id),
    vendor_id       BIGINT      REFERENCES maintenance.vendors (id),
    category        TEXT        NOT NULL,
    priority        SMALLINT    NOT NULL DEFAULT 1,
    status          TEXT        NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'assigned', 'in_progress', 'on_hold', 'closed')),
    summary         TEXT        NOT NULL,
    permission_to_enter BOOLEAN NOT NULL DEFAULT FALSE,
    opened_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    closed_at       TIMESTAMPTZ
);

CREATE INDEX idx_tickets_unit_id ON maintenance.tickets (unit_id);
CREATE INDEX idx_tickets_status_priority ON maintenance.tickets (status, priority);
CREATE INDEX idx_tickets_vendor_id ON maintenance.tickets (vendor_id);

CREATE TABLE maintenance.ticket_events (
    id              BIGSERIAL PRIMARY KEY,
    ticket_id       BIGINT      NOT NULL REFERENCES maintenance.tickets (id) ON DELETE CASCADE,
    actor           TEXT        NOT NULL,
    event_type      TEXT        NOT NULL,
    status          TEXT,
    note            TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_ticket_events_ticket_id ON maintenance.ticket_events (ticket_id);
CREATE INDEX idx_ticket_events_status ON maintenance.ticket_events (status);

COMMIT;
