-- 20240311_create_api_keys.sql
-- API keys issued to integrations. Only a hash of the secret is stored.

BEGIN;

CREATE TABLE api_keys (
    id            BIGSERIAL PRIMARY KEY,
    account_id    BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name          VARCHAR(100) NOT NULL,
    prefix        CHAR(8) NOT NULL,
    secret_hash   TEXT NOT NULL,
    scopes        TEXT[] NOT NULL DEFAULT '{}',
    last_used_at  TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at    TIMESTAMPTZ
);

CREATE UNIQUE INDEX api_keys_prefix_key ON api_keys (prefix);
CREATE INDEX api_keys_account_id_idx ON api_keys (account_id);

COMMENT ON COLUMN api_keys.prefix IS 'First 8 characters of the key, shown in the UI';
COMMENT ON COLUMN api_keys.secret_hash IS 'SHA-256 of the full key';

CREATE TABLE api_key_events (
    id          BIGSERIAL PRIMARY KEY,
    api_key_id  BIGINT NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    event       VARCHAR(20) NOT NULL,
    ip_address  INET,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX api_key_events_api_key_id_idx ON api_key_events (api_key_id);

CREATE OR REPLACE FUNCTION touch_api_key(p_key_id BIGINT, p_ip INET)
RETURNS void
LANGUAGE sql
AS $$
    UPDATE api_keys SET last_used_at = now() WHERE id = p_key_id;
    INSERT INTO api_key_events (api_key_id, event, ip_address) VALUES (p_key_id, 'used', p_ip);
$$;

GRANT SELECT, INSERT, UPDATE ON api_keys TO app_rw;
GRANT SELECT, INSERT ON api_key_events TO app_rw;
GRANT USAGE ON SEQUENCE api_keys_id_seq, api_key_events_id_seq TO app_rw;

COMMIT;
