-- 0042_time_entry_rollups.sql
-- Keeps matter-level billing totals in sync with time entries.

CREATE TABLE IF NOT EXISTS matter_billing_totals (
    matter_id       BIGINT PRIMARY KEY REFERENCES matters (id) ON DELETE CASCADE,
    billable_hours  NUMERIC(10, 1) NOT NULL DEFAULT 0,
    billed_amount   NUMERIC(12, 2) NOT NULL DEFAULT 0,
    unbilled_amount NUMERIC(12, 2) NOT NULL DEFAULT 0,
    updated_at      TIMESTAMPTZ    NOT NULL DEFAULT now()
);

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

CREATE OR REPLACE FUNCTION trg_time_entries_rollup()
RETURNS TRIGGER
LANGUAGE plpgsql
AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM refresh_matter_billing_totals(OLD.matter_id);
        RETURN OLD;
    END IF;

    PERFORM refresh_matter_billing_totals(NEW.matter_id);
    IF TG_OP = 'UPDATE' AND OLD.matter_id <> NEW.matter_id THEN
        PERFORM refresh_matter_billing_totals(OLD.matter_id);
    END IF;
    RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS time_entries_rollup ON time_entries;
CREATE TRIGGER time_entries_rollup
    AFTER INSERT OR UPDATE OR DELETE ON time_entries
    FOR EACH ROW
    EXECUTE FUNCTION trg_time_entries_rollup();

CREATE OR REPLACE VIEW v_matter_billing_summary AS
SELECT
    m.id            AS matter_id,
    m.matter_number,
    c.name          AS client_name,
    t.billable_hours,
    t.billed_amount,
    t.unbilled_amount,
    t.updated_at
FROM matters m
JOIN clients c ON c.id = m.client_id
LEFT JOIN matter_billing_totals t ON t.matter_id = m.id
WHERE m.status <> 'closed';
