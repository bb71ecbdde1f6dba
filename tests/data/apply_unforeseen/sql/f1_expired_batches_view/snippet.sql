-- ... existing code ...
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

-- ... existing code ...

GRANT SELECT ON pharmacy.v_stock_on_hand, pharmacy.v_low_stock,
    pharmacy.v_expiring_batches, pharmacy.v_expired_batches,
    pharmacy.v_controlled_drug_balance
    TO reporting_ro;
