-- 014_order_triggers.sql
-- Keep orders.updated_at and orders.total_cents in sync with their lines.

CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$;

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

CREATE OR REPLACE FUNCTION order_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM recalc_order_total(OLD.order_id);
        RETURN OLD;
    END IF;
    PERFORM recalc_order_total(NEW.order_id);
    IF TG_OP = 'UPDATE' AND NEW.order_id <> OLD.order_id THEN
        PERFORM recalc_order_total(OLD.order_id);
    END IF;
    RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION orders_status_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.status IN ('shipped', 'canceled') AND NEW.status <> OLD.status THEN
        RAISE EXCEPTION 'order % is %, status can no longer change', OLD.id, OLD.status;
    END IF;
    RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS trg_orders_updated_at ON orders;
CREATE TRIGGER trg_orders_updated_at
    BEFORE UPDATE ON orders
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

DROP TRIGGER IF EXISTS trg_order_lines_total ON order_lines;
CREATE TRIGGER trg_order_lines_total
    AFTER INSERT OR UPDATE OR DELETE ON order_lines
    FOR EACH ROW EXECUTE FUNCTION order_lines_changed();

DROP TRIGGER IF EXISTS trg_orders_status_guard ON orders;
CREATE TRIGGER trg_orders_status_guard
    BEFORE UPDATE OF status ON orders
    FOR EACH ROW EXECUTE FUNCTION orders_status_guard();
