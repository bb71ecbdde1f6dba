-- ... existing code ...

CREATE INDEX subscriptions_account_idx ON subscriptions (account_id);

-- (removed the billing_legacy_snapshot table; the old data is already migrated)

CREATE OR REPLACE FUNCTION active_subscription(p_account BIGINT)
-- ... rest of the migration unchanged ...
