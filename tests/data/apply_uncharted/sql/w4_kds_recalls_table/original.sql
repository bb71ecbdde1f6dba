-- Kitchen display schema (v3). Applied by migrate-kds on controller boot.

CREATE SCHEMA IF NOT EXISTS kds;

CREATE TABLE kds.stations (
    id              serial PRIMARY KEY,
    location_id     integer NOT NULL REFERENCES core.locations (id),
    code            text    NOT NULL,
    display_name    text    NOT NULL,
    screen_mac      macaddr,
    is_expo         boolean NOT NULL DEFAULT false,
    UNIQUE (location_id, code)
);

CREATE TABLE kds.tickets (
    id              bigserial PRIMARY KEY,
    location_id     integer     NOT NULL REFERENCES core.locations (id),
    check_id        bigint      NOT NULL,
    order_number    text        NOT NULL,
    fulfillment     text        NOT NULL CHECK (fulfillment IN ('dine_in', 'pickup', 'delivery')),
    fired_at        timestamptz NOT NULL DEFAULT now(),
    completed_at    timestamptz
);

CREATE TABLE kds.ticket_items (
    id              bigserial PRIMARY KEY,
    ticket_id       bigint   NOT NULL REFERENCES kds.tickets (id) ON DELETE CASCADE,
    station_id      integer  NOT NULL REFERENCES kds.stations (id),
    menu_item_id    integer  NOT NULL,
    label           text     NOT NULL,
    qty             integer  NOT NULL CHECK (qty > 0),
    modifiers       text[]   NOT NULL DEFAULT '{}',
    seat            smallint
);

-- One row per bump; a ticket bumped at several stations has several rows.
CREATE TABLE kds.bumps (
    id              bigserial PRIMARY KEY,
    ticket_id       bigint      NOT NULL REFERENCES kds.tickets (id) ON DELETE CASCADE,
    station_id      integer     NOT NULL REFERENCES kds.stations (id),
    bumped_by       integer     REFERENCES core.employees (id),
    bumped_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tickets_open_idx ON kds.tickets (location_id, fired_at) WHERE completed_at IS NULL;
CREATE INDEX ticket_items_station_idx ON kds.ticket_items (station_id, ticket_id);
CREATE INDEX bumps_ticket_idx ON kds.bumps (ticket_id, bumped_at);
