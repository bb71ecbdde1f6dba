-- 0042_slotting_velocity.sql
-- Velocity-based slotting: track how fast each SKU moves so the optimizer
-- can keep fast movers in the golden zone (levels 2-3, aisles nearest pack-out).

BEGIN;

CREATE TABLE slot (
    slot_code      text         PRIMARY KEY,
    zone           text         NOT NULL,
    aisle          smallint     NOT NULL,
    bay            smallint     NOT NULL,
    level          smallint     NOT NULL,
    max_weight_kg  numeric(6,2) NOT NULL,
    is_golden_zone boolean      NOT NULL DEFAULT false
);

CREATE TABLE sku_velocity (
    sku            text         NOT NULL,
    window_start   date         NOT NULL,
    window_days    smallint     NOT NULL DEFAULT 28,
    picks          integer      NOT NULL DEFAULT 0,
    units          integer      NOT NULL DEFAULT 0,
    PRIMARY KEY (sku, window_start)
);

CREATE TABLE slot_assignment (
    slot_code      text         NOT NULL REFERENCES slot (slot_code),
    sku            text         NOT NULL,
    assigned_at    timestamptz  NOT NULL DEFAULT now(),
    released_at    timestamptz,
    reason         text         NOT NULL DEFAULT 'initial'
);

CREATE UNIQUE INDEX slot_assignment_active_uq
    ON slot_assignment (slot_code)
    WHERE released_at IS NULL;

CREATE VIEW sku_velocity_rank AS
SELECT
    v.sku,
    v.picks,
    v.units,
    ntile(5) OVER (ORDER BY v.picks DESC) AS velocity_class
FROM sku_velocity v
WHERE v.window_start = (SELECT max(window_start) FROM sku_velocity);

CREATE VIEW misplaced_fast_movers AS
SELECT
    a.sku,
    a.slot_code,
    r.velocity_class
FROM slot_assignment a
JOIN slot s ON s.slot_code = a.slot_code
JOIN sku_velocity_rank r ON r.sku = a.sku
WHERE a.released_at IS NULL
  AND r.velocity_class = 1
  AND NOT s.is_golden_zone;

COMMIT;
