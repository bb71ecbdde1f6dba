-- 20240311_create_api_keys.sql
-- API keys issued to integrations. Only a hash of the secret is stored.

BEGIN;

CREATE TABLE api_keys (
    id            BIGSERIAL PRIMARY KEY,
    account_id    BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_by    BIGINT REFERENCES users (id) ON DELETE SET NULL,
    name          VARCHAR(100) NOT NULL,
    prefix        CHAR(8) NOT NULL,
    secret_hash   TEXT NOT NULL,
    scopes        TEXT[] NOT NULL DEFAULT '{}',
    expires_at    TIMESTAMPTZ,
    last_used_at  TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at    TIMESTAMPTZ,
    CONSTRAINT api_keys_expiry_after_creation CHECK (expires_at IS NULL OR expires_at > created_at)
);

CREATE UNIQUE INDEX api_keys_prefix_key ON api_keys (prefix);
CREATE INDEX api_keys_account_id_idx ON api_keys (account_id) WHERE revoked_at IS NULL;

COMMENT ON COLUMN api_keys.prefix IS 'First 8 characters of the key, shown in the UI';
COMMENT ON COLUMN api_keys.secret_hash IS 'SHA-256 of the full key';
COMMENT ON COLUMN api_keys.expires_at IS 'NULL means the key never expires';

CREATE TABLE api_key_events (
    id          BIGSERIAL PRIMARY KEY,
    api_key_id  BIGINT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    event       VARCHAR(20) NOT NULL CHECK (event IN ('created', 'used', 'rotated', 'revoked')),
    ip_address  INET,
    user_agent  TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX api_key_events_api_key_id_idx ON api_key_events (api_key_id, created_at DESC);

CREATE OR REPLACE FUNCTION touch_api_key(p_key_id BIGINT, p_ip INET, p_user_agent TEXT DEFAULT NULL)
RETURNS void
LANGUAGE sql
AS $$
    UPDATE api_keys SET last_used_at = now() WHERE id = p_key_id AND revoked_at IS NULL;
    INSERT INTO api_key_events (api_key_id, event, ip_address, user_agent)
    VALUES (p_key_id, 'used', p_ip, p_user_agent);
$$;

GRANT SELECT, INSERT, UPDATE ON api_keys TO app_rw;
GRANT SELECT, INSERT ON api_key_events TO app_rw;
GRANT USAGE ON SEQUENCE api_keys_id_seq, api_key_events_id_seq TO app_rw;

COMMIT;
