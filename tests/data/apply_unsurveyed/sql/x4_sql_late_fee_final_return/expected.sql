-- Rent ledger helpers used by the nightly late-fee job.

CREATE OR REPLACE FUNCTION ledger.days_past_due(p_due_date DATE, p_as_of DATE)
RETURNS INTEGER
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT GREATEST(p_as_of - p_due_date, 0);
$$;

CREATE OR REPLACE FUNCTION ledger.open_rent_balance(p_lease_id BIGINT, p_as_of DATE)
RETURNS NUMERIC(10, 2)
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_charges  NUMERIC(10, 2);
    v_payments NUMERIC(10, 2);
BEGIN
    SELECT COALESCE(SUM(amount), 0) INTO v_charges
    FROM ledger.entries
    WHERE lease_id = p_lease_id AND kind = 'charge' AND posted_on <= p_as_of;

    SELECT COALESCE(SUM(amount), 0) INTO v_payments
    FROM ledger.entries
    WHERE lease_id = p_lease_id AND kind IN ('payment', 'credit') AND posted_on <= p_as_of;

    RETURN v_charges - v_payments;
END;
$$;

CREATE OR REPLACE FUNCTION ledger.compute_late_fee(p_lease_id BIGINT, p_as_of DATE)
RETURNS NUMERIC(10, 2)
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_lease    leasing.leases%ROWTYPE;
    v_balance  NUMERIC(10, 2);
    v_days     INTEGER;
    v_fee      NUMERIC(10, 2);
    v_cap      NUMERIC(10, 2);
BEGIN
    SELECT * INTO v_lease FROM leasing.leases WHERE id = p_lease_id;
    v_balance := ledger.open_rent_balance(p_lease_id, p_as_of);
    IF v_balance <= 0 THEN
        RETURN 0;
    END IF;

    v_days := ledger.days_past_due(v_lease.current_due_date, p_as_of) - v_lease.grace_days;
    IF v_days <= 0 THEN
        RETURN 0;
    END IF;

    v_fee := v_lease.late_fee_flat + v_days * v_lease.late_fee_daily;
    v_cap := v_lease.monthly_rent * 0.10;
    RETURN ROUND(LEAST(v_fee, v_cap, v_balance), 2);
END;
$$;
