-- 0042_interlibrary_loans.sql
-- Tables for inter-library loan (ILL) borrowing and lending.

BEGIN;

CREATE TABLE ill_partners (
    partner_id      SERIAL PRIMARY KEY,
    oclc_symbol     VARCHAR(8)   NOT NULL UNIQUE,
    name            TEXT         NOT NULL,
    contact_email   TEXT,
    max_loan_days   INTEGER      NOT NULL DEFAULT 28,
    is_active       BOOLEAN      NOT NULL DEFAULT TRUE,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE ill_requests (
    request_id      BIGSERIAL PRIMARY KEY,
    patron_id       BIGINT       NOT NULL REFERENCES patrons (patron_id),
    partner_id      INTEGER      REFERENCES ill_partners (partner_id),
    direction       VARCHAR(8)   NOT NULL CHECK (direction IN ('borrow', 'lend')),
    title           TEXT         NOT NULL,
    isbn            VARCHAR(17),
    status          VARCHAR(16)  NOT NULL DEFAULT 'submitted',
    needed_by       DATE,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX ill_requests_patron_idx ON ill_requests (patron_id);
CREATE INDEX ill_requests_status_idx ON ill_requests (status) WHERE status <> 'closed';

CREATE TABLE ill_shipments (
    shipment_id     BIGSERIAL PRIMARY KEY,
    request_id      BIGINT       NOT NULL REFERENCES ill_requests (request_id) ON DELETE CASCADE,
    carrier         VARCHAR(32)  NOT NULL,
    tracking_number VARCHAR(64),
    shipped_at      TIMESTAMPTZ,
    received_at     TIMESTAMPTZ,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX ill_shipments_request_idx ON ill_shipments (request_id);

CREATE TABLE ill_fees (
    fee_id          BIGSERIAL PRIMARY KEY,
    request_id      BIGINT        NOT NULL REFERENCES ill_requests (request_id) ON DELETE CASCADE,
    amount          NUMERIC(8, 2) NOT NULL CHECK (amount >= 0),
    reason          TEXT          NOT NULL,
    waived          BOOLEAN       NOT NULL DEFAULT FALSE,
    created_at      TIMESTAMPTZ   NOT NULL DEFAULT now()
);

CREATE INDEX ill_fees_request_idx ON ill_fees (request_id) WHERE NOT waived;

COMMIT;
