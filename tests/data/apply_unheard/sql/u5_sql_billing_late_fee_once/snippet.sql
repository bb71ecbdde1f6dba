CREATE OR REPLACE FUNCTION billing.apply_late_fee(p_invoice_id bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
    v_due_date date;
    v_status   text;
    v_total    numeric;
BEGIN
    SELECT due_date, status INTO v_due_date, v_status
    FROM billing.invoices
    WHERE id = p_invoice_id
    FOR UPDATE;

    IF v_status <> 'open' THEN
        RETURN;
    END IF;

    -- Do not charge the fee twice.
    IF EXISTS (
        SELECT 1 FROM billing.invoice_lines
        WHERE invoice_id = p_invoice_id AND description = 'Late fee'
    ) THEN
        RETURN;
    END IF;

    v_total := billing.invoice_total(p_invoice_id);

    IF v_due_date < current_date - 30 THEN
        INSERT INTO billing.invoice_lines (invoice_id, description, quantity, unit_price)
        VALUES (p_invoice_id, 'Late fee', 1, greatest(25.00, round(v_total * 0.02, 2)));
    END IF;
END;
$$;
