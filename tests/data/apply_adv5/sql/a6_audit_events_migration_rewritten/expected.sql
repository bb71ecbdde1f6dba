-- 20240611_create_audit_events.sql
-- Stores one row per security-relevant action taken by a user or an API key.

CREATE TABLE IF NOT EXISTS audit_events (
    id           UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id    UUID        NOT NULL,
    actor_type   TEXT        NOT NULL CHECK (actor_type IN ('user', 'api_key', 'system')),
    actor_id     UUID,
    action       TEXT        NOT NULL,
    target_type  TEXT,
    target_id    TEXT,
    ip_address   INET,
    user_agent   TEXT,
    metadata     JSONB       NOT NULL DEFAULT '{}'::jsonb,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

COMMENT ON TABLE audit_events IS 'Append-only log of security-relevant actions.';

-- Lookups by tenant, newest first (the audit log page).
CREATE INDEX IF NOT EXISTS idx_audit_events_tenant_created
    ON audit_events (tenant_id, created_at DESC);

-- Audit log page filtered by action ("show me all logins").
CREATE INDEX IF NOT EXISTS idx_audit_events_tenant_action
    ON audit_events (tenant_id, action, created_at DESC);

-- "What did this user do?"
CREATE INDEX IF NOT EXISTS idx_audit_events_actor
    ON audit_events (actor_type, actor_id, created_at DESC);

-- "Who touched this object?"
CREATE INDEX IF NOT EXISTS idx_audit_events_target
    ON audit_events (target_type, target_id)
    WHERE target_id IS NOT NULL;

-- Retention job deletes by age.
CREATE INDEX IF NOT EXISTS idx_audit_events_created
    ON audit_events (created_at);

-- Search inside metadata.
CREATE INDEX IF NOT EXISTS idx_audit_events_metadata
    ON audit_events USING GIN (metadata jsonb_path_ops);

REVOKE UPDATE, DELETE ON audit_events FROM app_user;
GRANT SELECT, INSERT ON audit_events TO app_user;
