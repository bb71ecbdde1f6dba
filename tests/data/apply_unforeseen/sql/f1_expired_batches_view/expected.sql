-- Pharmacy reporting views used by the stock dashboard and the nightly reorder job.
-- PostgreSQL 15. Owned by the clinic-platform team; re-run safely (CREATE OR REPLACE).

CREATE OR REPLACE VIEW pharmacy.v_stock_on_hand AS
SELECT
    b.clinic_id,
    b.product_code,
    p.name AS product_name,
    SUM(b.quantity_remaining) AS on_hand
FROM pharmacy.batches b
JOIN pharmacy.products p ON p.code = b.product_code
WHERE b.quantity_remaining > 0
  AND b.expires_on >= CURRENT_DATE
GROUP BY b.clinic_id, b.product_code, p.name;

CREATE OR REPLACE VIEW pharmacy.v_low_stock AS
SELECT
    s.clinic_id,
    s.product_code,
    s.product_name,
    s.on_hand,
    p.reorder_level
FROM pharmacy.v_stock_on_hand s
JOIN pharmacy.products p ON p.code = s.product_code
WHERE s.on_hand < p.reorder_level;

CREATE OR REPLACE VIEW pharmacy.v_expiring_batches AS
SELECT
    b.id AS batch_id,
    b.clinic_id,
    b.product_code,
    b.lot_number,
    b.quantity_remaining,
    b.expires_on,
    b.expires_on - CURRENT_DATE AS days_left
FROM pharmacy.batches b
WHERE b.quantity_remaining > 0
  AND b.expires_on BETWEEN CURRENT_DATE AND CURRENT_DATE + INTERVAL '60 days';

CREATE OR REPLACE VIEW pharmacy.v_expired_batches AS
SELECT
    b.id AS batch_id,
    b.clinic_id,
    b.product_code,
    b.lot_number,
    b.quantity_remaining,
    b.expires_on,
    CURRENT_DATE - b.expires_on AS days_expired
FROM pharmacy.batches b
WHERE b.quantity_remaining > 0
  AND b.expires_on < CURRENT_DATE;

-- Running balance per controlled drug, for the weekly CD register check.
CREATE OR REPLACE VIEW pharmacy.v_controlled_drug_balance AS
SELECT
    r.clinic_id,
    r.product_code,
    SUM(CASE WHEN r.direction = 'in' THEN r.quantity ELSE -r.quantity END) AS register_balance,
    MAX(r.recorded_at) AS last_entry_at
FROM pharmacy.controlled_register r
GROUP BY r.clinic_id, r.product_code;

GRANT SELECT ON pharmacy.v_stock_on_hand, pharmacy.v_low_stock,
    pharmacy.v_expiring_batches, pharmacy.v_expired_batches,
    pharmacy.v_controlled_drug_balance
    TO reporting_ro;
