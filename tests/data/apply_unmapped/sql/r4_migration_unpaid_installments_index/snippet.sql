-- ... tables, indexes and comments above unchanged ...

COMMENT ON TABLE payment_plan_installments IS 'One row per scheduled installment of a payment plan';

-- Used by the nightly dunning job to find installments that are due and unpaid.
CREATE INDEX idx_payment_plan_installments_unpaid
    ON payment_plan_installments (due_on)
    WHERE paid_at IS NULL;

COMMIT;
