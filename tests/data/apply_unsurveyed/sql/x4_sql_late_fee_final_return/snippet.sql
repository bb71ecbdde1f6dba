-- ... existing code ...

CREATE OR REPLACE FUNCTION ledger.compute_late_fee(p_lease_id BIGINT, p_as_of DATE)
-- ... existing code ...
    v_fee := v_lease.late_fee_flat + v_days * v_lease.late_fee_daily;
    v_cap := v_lease.monthly_rent * 0.10;
    RETURN ROUND(LEAST(v_fee, v_cap, v_balance), 2);
END;
$$;
