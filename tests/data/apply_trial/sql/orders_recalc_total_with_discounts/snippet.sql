CREATE OR REPLACE FUNCTION recalc_order_total(p_order_id BIGINT) RETURNS BIGINT
LANGUAGE plpgsql AS $$
DECLARE
    v_subtotal BIGINT;
    v_discount BIGINT;
    v_shipping BIGINT;
    v_total    BIGINT;
BEGIN
    SELECT coalesce(sum(ol.quantity * ol.unit_cents), 0)
      INTO v_subtotal
      FROM order_lines ol
     WHERE ol.order_id = p_order_id;

    SELECT coalesce(sum(od.amount_cents), 0)
      INTO v_discount
      FROM order_discounts od
     WHERE od.order_id = p_order_id;

    SELECT o.shipping_cents
      INTO v_shipping
      FROM orders o
     WHERE o.id = p_order_id;

    v_total := greatest(v_subtotal - v_discount, 0) + coalesce(v_shipping, 0);

    UPDATE orders
       SET total_cents = v_total
     WHERE id = p_order_id;

    RETURN v_total;
END;
$$;
