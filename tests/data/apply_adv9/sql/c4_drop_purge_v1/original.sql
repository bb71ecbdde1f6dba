-- Crash report retention for the telemetry warehouse.
-- Owner: build-infra. Scheduled by pg_cron, see ops/cron.sql.

CREATE TABLE IF NOT EXISTS crash_reports (
    id           BIGSERIAL PRIMARY KEY,
    build_id     TEXT NOT NULL,
    platform     TEXT NOT NULL,
    signature    TEXT NOT NULL,
    dump_path    TEXT,
    received_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    is_pinned    BOOLEAN NOT NULL DEFAULT false
);

CREATE INDEX IF NOT EXISTS crash_reports_received_idx ON crash_reports (received_at);

-- Old purge: deleted rows outright, including pinned ones. Kept until the
-- nightly job is switched over to purge_crash_reports(interval).
CREATE OR REPLACE FUNCTION purge_crash_reports_v1() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    removed integer;
BEGIN
    DELETE FROM crash_reports
    WHERE received_at < now() - interval '90 days';
    GET DIAGNOSTICS removed = ROW_COUNT;
    RETURN removed;
END;
$$;

CREATE OR REPLACE FUNCTION purge_crash_reports(keep interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    removed integer;
BEGIN
    DELETE FROM crash_reports
    WHERE received_at < now() - keep
      AND NOT is_pinned;
    GET DIAGNOSTICS removed = ROW_COUNT;
    RETURN removed;
END;
$$;

CREATE OR REPLACE FUNCTION clear_dump_paths(keep interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    cleared integer;
BEGIN
    UPDATE crash_reports
    SET dump_path = NULL
    WHERE received_at < now() - keep
      AND dump_path IS NOT NULL;
    GET DIAGNOSTICS cleared = ROW_COUNT;
    RETURN cleared;
END;
$$;

CREATE OR REPLACE VIEW crash_signature_counts AS
SELECT build_id, platform, signature, count(*) AS hits, max(received_at) AS last_seen
FROM crash_reports
GROUP BY build_id, platform, signature;
