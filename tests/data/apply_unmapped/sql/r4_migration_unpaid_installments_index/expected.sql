-- 0042_billing_adjustments.sql
-- Adds leak adjustments and payment plans to billing.

BEGIN;

CREATE TABLE billing_adjustments (
    id              BIGSERIAL PRIMARY KEY,
    account_id      BIGINT NOT NULL REFERENCES accounts (id),
    invoice_id      BIGINT REFERENCES invoices (id),
    reason          TEXT NOT NULL CHECK (reason IN ('leak', 'misread', 'courtesy', 'hardship')),
    amount_cents    INTEGER NOT NULL,
    approved_by     TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_billing_adjustments_account ON billing_adjustments (account_id);
CREATE INDEX idx_billing_adjustments_invoice ON billing_adjustments (invoice_id);

CREATE TABLE payment_plans (
    id                  BIGSERIAL PRIMARY KEY,
    account_id          BIGINT NOT NULL REFERENCES accounts (id),
    total_cents         INTEGER NOT NULL CHECK (total_cents > 0),
    installments        SMALLINT NOT NULL CHECK (installments BETWEEN 2 AND 24),
    starts_on           DATE NOT NULL,
    status              TEXT NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'completed', 'defaulted', 'cancelled')),
    created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX idx_payment_plans_account ON payment_plans (account_id);

CREATE TABLE payment_plan_installments (
    id              BIGSERIAL PRIMARY KEY,
    plan_id         BIGINT NOT NULL REFERENCES payment_plans (id) ON DELETE CASCADE,
    due_on          DATE NOT NULL,
    amount_cents    INTEGER NOT NULL,
    paid_at         TIMESTAMPTZ
);

CREATE INDEX idx_payment_plan_installments_plan ON payment_plan_installments (plan_id);

COMMENT ON TABLE billing_adjustments IS 'Credits and debits applied outside the normal rate calculation';
COMMENT ON TABLE payment_plans IS 'Arrears spread over fixed monthly installments';
COMMENT ON TABLE payment_plan_installments IS 'One row per scheduled installment of a payment plan';

-- Used by the nightly dunning job to find installments that are due and unpaid.
CREATE INDEX idx_payment_plan_installments_unpaid
    ON payment_plan_installments (due_on)
    WHERE paid_at IS NULL;

COMMIT;
