-- ... existing code ...

CREATE TABLE loyalty_redemptions (
    -- ... existing columns ...
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE loyalty_tier_changes (
    change_id       BIGSERIAL PRIMARY KEY,
    member_id       BIGINT NOT NULL REFERENCES loyalty_members (member_id),
    from_tier       VARCHAR(16) NOT NULL,
    to_tier         VARCHAR(16) NOT NULL,
    reason          VARCHAR(32) NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_loyalty_accruals_member ON loyalty_accruals (member_id, created_at);
CREATE INDEX idx_loyalty_accruals_expiry ON loyalty_accruals (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX idx_loyalty_redemptions_member ON loyalty_redemptions (member_id, created_at);
CREATE INDEX idx_loyalty_tier_changes_member ON loyalty_tier_changes (member_id, created_at);

-- ... existing code ...
