CREATE OR REPLACE FUNCTION apply_coupon(p_order_id bigint, p_code text)
RETURNS numeric
LANGUAGE plpgsql
AS $$
DECLARE
    v_coupon   coupons%ROWTYPE;
    v_subtotal numeric;
    v_discount numeric;
BEGIN
    SELECT * INTO v_coupon
    FROM coupons
    WHERE code = upper(p_code)
    FOR UPDATE;

    IF NOT FOUND THEN
        RAISE EXCEPTION 'unknown coupon %', p_code;
    END IF;

    IF v_coupon.expires_at IS NOT NULL AND v_coupon.expires_at < now() THEN
        RAISE EXCEPTION 'coupon % has expired', v_coupon.code;
    END IF;

    IF v_coupon.max_uses IS NOT NULL AND v_coupon.times_used >= v_coupon.max_uses THEN
        RAISE EXCEPTION 'coupon % has been used up', v_coupon.code;
    END IF;

    v_subtotal := order_subtotal(p_order_id);

    IF v_coupon.kind = 'percent' THEN
        v_discount := round(v_subtotal * v_coupon.value / 100, 2);
    ELSE
        v_discount := least(v_coupon.value, v_subtotal);
    END IF;

    UPDATE orders
    SET discount = v_discount,
        coupon_code = v_coupon.code
    WHERE id = p_order_id;

    UPDATE coupons
    SET times_used = times_used + 1
    WHERE id = v_coupon.id;

    RETURN v_discount;
END;
$$;
