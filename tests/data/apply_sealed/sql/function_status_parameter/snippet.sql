-- ... customer_lifetime_value unchanged ...

DROP FUNCTION IF EXISTS orders_for_customer(bigint);

CREATE OR REPLACE FUNCTION orders_for_customer(p_customer_id bigint, p_status text DEFAULT NULL)
RETURNS TABLE (order_id bigint, placed_at timestamptz, status text, total_cents bigint)
LANGUAGE sql STABLE AS $$
    SELECT o.id, o.placed_at, o.status, o.total_cents
    FROM orders o
    WHERE o.customer_id = p_customer_id
      AND (p_status IS NULL OR o.status = p_status)
    ORDER BY o.placed_at DESC;
$$;

COMMENT ON FUNCTION orders_for_customer(bigint, text) IS
    'Orders of a customer, newest first, optionally only those in status p_status.';

-- ... remaining functions unchanged ...
