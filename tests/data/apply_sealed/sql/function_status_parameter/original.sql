-- Reporting functions used by the admin dashboard and the nightly exports.
-- Apply with: psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f db/functions.sql

CREATE OR REPLACE FUNCTION customer_lifetime_value(p_customer_id bigint)
RETURNS bigint
LANGUAGE sql STABLE AS $$
    SELECT COALESCE(SUM(o.total_cents), 0)
    FROM orders o
    WHERE o.customer_id = p_customer_id
      AND o.status IN ('paid', 'shipped', 'delivered');
$$;

COMMENT ON FUNCTION customer_lifetime_value(bigint) IS
    'Sum of all paid order totals for a customer, in cents.';

CREATE OR REPLACE FUNCTION orders_for_customer(p_customer_id bigint)
RETURNS TABLE (order_id bigint, placed_at timestamptz, status text, total_cents bigint)
LANGUAGE sql STABLE AS $$
    SELECT o.id, o.placed_at, o.status, o.total_cents
    FROM orders o
    WHERE o.customer_id = p_customer_id
    ORDER BY o.placed_at DESC;
$$;

COMMENT ON FUNCTION orders_for_customer(bigint) IS
    'All orders of a customer, newest first.';

CREATE OR REPLACE FUNCTION refunds_for_customer(p_customer_id bigint)
RETURNS TABLE (refund_id bigint, order_id bigint, refunded_at timestamptz, amount_cents bigint)
LANGUAGE sql STABLE AS $$
    SELECT r.id, r.order_id, r.refunded_at, r.amount_cents
    FROM refunds r
    JOIN orders o ON o.id = r.order_id
    WHERE o.customer_id = p_customer_id
    ORDER BY r.refunded_at DESC;
$$;

COMMENT ON FUNCTION refunds_for_customer(bigint) IS
    'All refunds issued against a customer''s orders, newest first.';

CREATE OR REPLACE FUNCTION daily_revenue(p_from date, p_to date)
RETURNS TABLE (day date, orders bigint, revenue_cents bigint)
LANGUAGE sql STABLE AS $$
    SELECT d::date AS day,
           COUNT(o.id) AS orders,
           COALESCE(SUM(o.total_cents), 0) AS revenue_cents
    FROM generate_series(p_from, p_to, interval '1 day') AS d
    LEFT JOIN orders o
           ON o.placed_at >= d
          AND o.placed_at < d + interval '1 day'
          AND o.status IN ('paid', 'shipped', 'delivered')
    GROUP BY d
    ORDER BY d;
$$;

COMMENT ON FUNCTION daily_revenue(date, date) IS
    'Paid orders and revenue per day in [p_from, p_to], including days without orders.';

CREATE OR REPLACE FUNCTION top_products(p_from date, p_to date, p_limit int DEFAULT 10)
RETURNS TABLE (product_id bigint, sku text, units bigint, revenue_cents bigint)
LANGUAGE sql STABLE AS $$
    SELECT p.id, p.sku, SUM(oi.quantity) AS units, SUM(oi.quantity * oi.unit_price_cents) AS revenue_cents
    FROM order_items oi
    JOIN orders o ON o.id = oi.order_id
    JOIN products p ON p.id = oi.product_id
    WHERE o.placed_at >= p_from
      AND o.placed_at < p_to + 1
      AND o.status IN ('paid', 'shipped', 'delivered')
    GROUP BY p.id, p.sku
    ORDER BY revenue_cents DESC
    LIMIT p_limit;
$$;

COMMENT ON FUNCTION top_products(date, date, int) IS
    'Best-selling products by revenue in [p_from, p_to].';

CREATE OR REPLACE FUNCTION mark_order_shipped(p_order_id bigint, p_tracking_number text)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE orders
       SET status = 'shipped',
           tracking_number = p_tracking_number,
           shipped_at = now()
     WHERE id = p_order_id
       AND status = 'paid';

    IF NOT FOUND THEN
        RAISE EXCEPTION 'order % is not in status paid', p_order_id
            USING ERRCODE = 'check_violation';
    END IF;
END;
$$;

COMMENT ON FUNCTION mark_order_shipped(bigint, text) IS
    'Moves a paid order to shipped and records its tracking number.';
