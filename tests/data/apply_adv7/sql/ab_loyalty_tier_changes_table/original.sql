-- 0042_loyalty_points.sql
-- Loyalty programme: members, point accruals and redemptions.

BEGIN;

CREATE TABLE loyalty_members (
    member_id       BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT NOT NULL REFERENCES customers (customer_id),
    tier            VARCHAR(16) NOT NULL DEFAULT 'blue',
    enrolled_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    points_balance  BIGINT NOT NULL DEFAULT 0 CHECK (points_balance >= 0),
    UNIQUE (customer_id)
);

CREATE TABLE loyalty_accruals (
    accrual_id      BIGSERIAL PRIMARY KEY,
    member_id       BIGINT NOT NULL REFERENCES loyalty_members (member_id),
    booking_id      BIGINT REFERENCES bookings (booking_id),
    points          INTEGER NOT NULL CHECK (points > 0),
    reason          VARCHAR(32) NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at      TIMESTAMPTZ
);

CREATE TABLE loyalty_redemptions (
    redemption_id   BIGSERIAL PRIMARY KEY,
    member_id       BIGINT NOT NULL REFERENCES loyalty_members (member_id),
    booking_id      BIGINT REFERENCES bookings (booking_id),
    points          INTEGER NOT NULL CHECK (points > 0),
    reason          VARCHAR(32) NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_loyalty_accruals_member ON loyalty_accruals (member_id, created_at);
CREATE INDEX idx_loyalty_accruals_expiry ON loyalty_accruals (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX idx_loyalty_redemptions_member ON loyalty_redemptions (member_id, created_at);

CREATE VIEW loyalty_member_activity AS
SELECT m.member_id,
       m.tier,
       COALESCE(a.earned, 0) AS points_earned,
       COALESCE(r.spent, 0)  AS points_spent
FROM loyalty_members m
LEFT JOIN (
    SELECT member_id, SUM(points) AS earned FROM loyalty_accruals GROUP BY member_id
) a ON a.member_id = m.member_id
LEFT JOIN (
    SELECT member_id, SUM(points) AS spent FROM loyalty_redemptions GROUP BY member_id
) r ON r.member_id = m.member_id;

COMMIT;
