-- ... existing code ...

CREATE INDEX idx_price_rules_active_window
    ON price_rules (starts_at, ends_at);

-- Which products / categories / brands a rule applies to.
CREATE TABLE price_rule_targets (
    price_rule_id   BIGINT      NOT NULL REFERENCES price_rules (id) ON DELETE CASCADE,
    target_kind     TEXT        NOT NULL CHECK (target_kind IN ('sku', 'category', 'brand')),
    target_value    TEXT        NOT NULL,
    PRIMARY KEY (price_rule_id, target_kind, target_value)
);

CREATE INDEX idx_price_rule_targets_lookup
    ON price_rule_targets (target_kind, target_value);

CREATE TABLE experiment_assignments (
-- ... existing code ...
