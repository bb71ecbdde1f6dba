-- 014_circulation_core.sql
-- Core circulation tables for the lending system (PostgreSQL 15).

CREATE TABLE patrons (
    id            bigserial PRIMARY KEY,
    card_number   varchar(14) NOT NULL UNIQUE,
    full_name     text NOT NULL,
    home_branch   varchar(8) NOT NULL REFERENCES branches (code),
    email         text,
    blocked       boolean NOT NULL DEFAULT false,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE items (
    id            bigserial PRIMARY KEY,
    barcode       varchar(14) NOT NULL UNIQUE,
    title_id      bigint NOT NULL REFERENCES titles (id),
    material      varchar(16) NOT NULL,
    owning_branch varchar(8) NOT NULL REFERENCES branches (code),
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loans (
    id            bigserial PRIMARY KEY,
    item_id       bigint NOT NULL REFERENCES items (id),
    patron_id     bigint NOT NULL REFERENCES patrons (id),
    branch_code   varchar(8) NOT NULL REFERENCES branches (code),
    due_at        timestamptz NOT NULL,
    returned_at   timestamptz,
    renewals      smallint NOT NULL DEFAULT 0,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX loans_patron_idx ON loans (patron_id) WHERE returned_at IS NULL;
CREATE INDEX loans_due_idx ON loans (due_at) WHERE returned_at IS NULL;

CREATE TABLE holds (
    id            bigserial PRIMARY KEY,
    title_id      bigint NOT NULL REFERENCES titles (id),
    patron_id     bigint NOT NULL REFERENCES patrons (id),
    pickup_branch varchar(8) NOT NULL REFERENCES branches (code),
    status        varchar(12) NOT NULL DEFAULT 'PENDING',
    ready_at      timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX holds_patron_idx ON holds (patron_id) WHERE status IN ('PENDING', 'READY');
CREATE INDEX holds_title_idx ON holds (title_id, created_at) WHERE status = 'PENDING';

-- One row per "your hold is ready" message, so the nightly job never re-sends.
CREATE TABLE hold_notifications (
    id            bigserial PRIMARY KEY,
    hold_id       bigint NOT NULL REFERENCES holds (id) ON DELETE CASCADE,
    channel       varchar(8) NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PHONE')),
    sent_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hold_id, channel)
);

CREATE TABLE fines (
    id            bigserial PRIMARY KEY,
    patron_id     bigint NOT NULL REFERENCES patrons (id),
    loan_id       bigint REFERENCES loans (id),
    amount_cents  integer NOT NULL CHECK (amount_cents > 0),
    reason        varchar(24) NOT NULL,
    paid_at       timestamptz,
    waived_by     text,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX fines_unpaid_idx ON fines (patron_id) WHERE paid_at IS NULL AND waived_by IS NULL;
