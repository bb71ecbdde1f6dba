-- Migration 0042: pricing rules and experiment assignments
-- Applies to: storefront_pricing (PostgreSQL 15)

BEGIN;

CREATE TABLE price_rules (
    id              BIGSERIAL PRIMARY KEY,
    code            TEXT        NOT NULL UNIQUE,
    description     TEXT,
    rule_type       TEXT        NOT NULL CHECK (rule_type IN ('percent_off', 'amount_off', 'fixed_price')),
    amount          NUMERIC(10, 2) NOT NULL,
    priority        INTEGER     NOT NULL DEFAULT 100,
    starts_at       TIMESTAMPTZ NOT NULL,
    ends_at         TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_price_rules_active_window
    ON price_rules (starts_at, ends_at);

CREATE TABLE experiment_assignments (
    experiment_key  TEXT        NOT NULL,
    visitor_id      UUID        NOT NULL,
    variant         TEXT        NOT NULL,
    assigned_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (experiment_key, visitor_id)
);

CREATE INDEX idx_experiment_assignments_variant
    ON experiment_assignments (experiment_key, variant);

CREATE TABLE price_rule_audit (
    id              BIGSERIAL PRIMARY KEY,
    price_rule_id   BIGINT      NOT NULL REFERENCES price_rules (id) ON DELETE CASCADE,
    changed_by      TEXT        NOT NULL,
    change_kind     TEXT        NOT NULL,
    previous        JSONB,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

COMMIT;
