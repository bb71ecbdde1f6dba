-- Royalty statements schema (PostgreSQL 15)
-- Owned by the payouts team; migrations live in db/migrations.

CREATE TABLE payees (
    id              BIGSERIAL PRIMARY KEY,
    legal_name      TEXT        NOT NULL,
    payee_type      TEXT        NOT NULL CHECK (payee_type IN ('artist', 'publisher', 'label')),
    tax_country     CHAR(2)     NOT NULL,
    currency        CHAR(3)     NOT NULL DEFAULT 'USD',
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE statement_periods (
    id              SERIAL PRIMARY KEY,
    period_start    DATE        NOT NULL,
    period_end      DATE        NOT NULL,
    closed_at       TIMESTAMPTZ,
    CHECK (period_end > period_start)
);

CREATE TABLE statements (
    id              BIGSERIAL PRIMARY KEY,
    payee_id        BIGINT      NOT NULL REFERENCES payees (id),
    period_id       INT         NOT NULL REFERENCES statement_periods (id),
    currency        CHAR(3)     NOT NULL,
    gross_cents     BIGINT      NOT NULL DEFAULT 0,
    recouped_cents  BIGINT      NOT NULL DEFAULT 0,
    payable_cents   BIGINT      NOT NULL DEFAULT 0,
    status          TEXT        NOT NULL DEFAULT 'draft',
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (payee_id, period_id)
);

CREATE TABLE statement_lines (
    id              BIGSERIAL PRIMARY KEY,
    statement_id    BIGINT      NOT NULL REFERENCES statements (id) ON DELETE CASCADE,
    isrc            CHAR(12)    NOT NULL,
    source          TEXT        NOT NULL,
    territory       CHAR(2)     NOT NULL,
    units           BIGINT      NOT NULL DEFAULT 0,
    gross_cents     BIGINT      NOT NULL DEFAULT 0,
    share_bps       INT         NOT NULL,
    net_cents       BIGINT      NOT NULL DEFAULT 0
);

CREATE INDEX statement_lines_statement_idx ON statement_lines (statement_id);
CREATE INDEX statement_lines_isrc_idx ON statement_lines (isrc);

CREATE TABLE recoupment_ledger (
    id              BIGSERIAL PRIMARY KEY,
    payee_id        BIGINT      NOT NULL REFERENCES payees (id),
    statement_id    BIGINT      REFERENCES statements (id),
    amount_cents    BIGINT      NOT NULL,
    reason          TEXT        NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
