-- ... existing tables ...

-- One row per bump; a ticket bumped at several stations has several rows.
CREATE TABLE kds.bumps (
    id              bigserial PRIMARY KEY,
    ticket_id       bigint      NOT NULL REFERENCES kds.tickets (id) ON DELETE CASCADE,
    station_id      integer     NOT NULL REFERENCES kds.stations (id),
    bumped_by       integer     REFERENCES core.employees (id),
    bumped_at       timestamptz NOT NULL DEFAULT now()
);

-- One row per recall (ticket pulled back onto a screen after it was bumped).
CREATE TABLE kds.recalls (
    id              bigserial PRIMARY KEY,
    ticket_id       bigint      NOT NULL REFERENCES kds.tickets (id) ON DELETE CASCADE,
    station_id      integer     NOT NULL REFERENCES kds.stations (id),
    recalled_by     integer     REFERENCES core.employees (id),
    reason          text        NOT NULL CHECK (reason IN ('bumped_early', 'remake', 'guest_waiting')),
    recalled_at     timestamptz NOT NULL DEFAULT now()
);

-- ... existing indexes ...
CREATE INDEX bumps_ticket_idx ON kds.bumps (ticket_id, bumped_at);
CREATE INDEX recalls_ticket_idx ON kds.recalls (ticket_id, recalled_at);
