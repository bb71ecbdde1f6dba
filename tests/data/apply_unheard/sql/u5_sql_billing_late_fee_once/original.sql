-- Billing stored procedures

CREATE OR REPLACE FUNCTION billing.invoice_total(p_invoice_id bigint)
RETURNS numeric
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(sum(quantity * unit_price), 0)
    FROM billing.invoice_lines
    WHERE invoice_id = p_invoice_id;
$$;

CREATE OR REPLACE FUNCTION billing.apply_late_fee(p_invoice_id bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
    v_due_date date;
    v_status   text;
BEGIN
    SELECT due_date, status INTO v_due_date, v_status
    FROM billing.invoices
    WHERE id = p_invoice_id;

    IF v_status <> 'open' THEN
        RETURN;
    END IF;

    IF v_due_date < current_date - 30 THEN
        INSERT INTO billing.invoice_lines (invoice_id, description, quantity, unit_price)
        VALUES (p_invoice_id, 'Late fee', 1, 25.00);
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION billing.close_invoice(p_invoice_id bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    UPDATE billing.invoices
    SET status = 'closed',
        closed_at = now()
    WHERE id = p_invoice_id
      AND status = 'paid';
END;
$$;

CREATE OR REPLACE FUNCTION billing.customer_balance(p_customer_id bigint)
RETURNS numeric
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(sum(billing.invoice_total(i.id)), 0)
         - coalesce((SELECT sum(amount) FROM billing.payments WHERE customer_id = p_customer_id), 0)
    FROM billing.invoices i
    WHERE i.customer_id = p_customer_id
      AND i.status <> 'void';
$$;
