-- ... existing code ...

CREATE OR REPLACE FUNCTION refresh_matter_billing_totals(p_matter_id BIGINT)
RETURNS VOID
LANGUAGE plpgsql
AS $$
BEGIN
    INSERT INTO matter_billing_totals AS t (matter_id, billable_hours, billed_amount, unbilled_amount, updated_at)
    SELECT
        p_matter_id,
        COALESCE(SUM(te.hours), 0),
        COALESCE(SUM(te.hours * te.rate) FILTER (WHERE te.invoice_id IS NOT NULL), 0),
        COALESCE(SUM(te.hours * te.rate) FILTER (WHERE te.invoice_id IS NULL AND NOT te.written_off), 0),
        now()
    FROM time_entries te
    WHERE te.matter_id = p_matter_id
      AND te.billable
      AND te.deleted_at IS NULL
    ON CONFLICT (matter_id) DO UPDATE
    SET billable_hours  = EXCLUDED.billable_hours,
        billed_amount   = EXCLUDED.billed_amount,
        unbilled_amount = EXCLUDED.unbilled_amount,
        updated_at      = EXCLUDED.updated_at;
END;
$$;

-- ... existing code ...
