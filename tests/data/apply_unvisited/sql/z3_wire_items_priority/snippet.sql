-- 0042_create_wire_items.sql
-- Raw items as received from the agency feeds, before desk processing.

BEGIN;

CREATE TABLE ingest.wire_items (
    id              bigserial PRIMARY KEY,
    agency          text        NOT NULL,
    guid            text        NOT NULL,
    version         integer     NOT NULL DEFAULT 1,
    priority        smallint    NOT NULL DEFAULT 4 CHECK (priority BETWEEN 1 AND 5),
    category        text,
    headline        text        NOT NULL,
    body_html       text,
    embargo_until   timestamptz,
    received_at     timestamptz NOT NULL DEFAULT now(),
    killed_at       timestamptz
);

CREATE UNIQUE INDEX wire_items_agency_guid_version_idx
    ON ingest.wire_items (agency, guid, version);

CREATE INDEX wire_items_embargo_idx
    ON ingest.wire_items (embargo_until)
    WHERE embargo_until IS NOT NULL;

COMMENT ON COLUMN ingest.wire_items.priority IS 'Agency urgency, 1 = flash, 5 = routine';

GRANT SELECT, INSERT, UPDATE ON ingest.wire_items TO wire_ingest;
GRANT USAGE ON SEQUENCE ingest.wire_items_id_seq TO wire_ingest;

COMMIT;
