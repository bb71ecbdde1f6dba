-- Order pricing functions (PostgreSQL 15).

CREATE OR REPLACE FUNCTION touch_updated_at()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION order_subtotal(p_order_id bigint)
RETURNS numeric
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(sum(quantity * unit_price), 0)
    FROM order_lines
    WHERE order_id = p_order_id;
$$;

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

CREATE OR REPLACE FUNCTION apply_gift_card(p_order_id bigint, p_card text)
RETURNS numeric
LANGUAGE plpgsql
AS $$
DECLARE
    v_balance  numeric;
    v_subtotal numeric;
    v_used     numeric;
BEGIN
    SELECT balance INTO v_balance
    FROM gift_cards
    WHERE number = p_card
    FOR UPDATE;

    IF NOT FOUND THEN
        RAISE EXCEPTION 'unknown gift card %', p_card;
    END IF;

    v_subtotal := order_subtotal(p_order_id);
    v_used := least(v_balance, v_subtotal);

    UPDATE gift_cards SET balance = balance - v_used WHERE number = p_card;
    UPDATE orders SET gift_card_amount = v_used WHERE id = p_order_id;

    RETURN v_used;
END;
$$;

CREATE TRIGGER orders_touch_updated_at
    BEFORE UPDATE ON orders
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
