-- ... existing code ...

CREATE INDEX ill_requests_patron_idx ON ill_requests (patron_id);
CREATE INDEX ill_requests_status_idx ON ill_requests (status) WHERE status <> 'closed';

CREATE TABLE ill_request_notes (
    note_id         BIGSERIAL PRIMARY KEY,
    request_id      BIGINT       NOT NULL REFERENCES ill_requests (request_id) ON DELETE CASCADE,
    author_staff_id BIGINT       NOT NULL REFERENCES staff (staff_id),
    body            TEXT         NOT NULL,
    internal_only   BOOLEAN      NOT NULL DEFAULT TRUE,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX ill_request_notes_request_idx ON ill_request_notes (request_id);

CREATE TABLE ill_shipments (
-- ... existing code ...
