-- Catalog search and pricing helpers (schema: storefront)
-- Owned by the search-platform team; see docs/catalog-functions.md

CREATE OR REPLACE FUNCTION storefront.build_search_vector(
    p_title TEXT,
    p_brand TEXT,
    p_description TEXT
) RETURNS tsvector
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT setweight(to_tsvector('english', coalesce(p_title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(p_brand, '')), 'B')
        || setweight(to_tsvector('english', coalesce(p_description, '')), 'C');
$$;

CREATE OR REPLACE FUNCTION storefront.trg_products_search_vector()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    NEW.search_vector := storefront.build_search_vector(NEW.title, NEW.brand, NEW.description);
    NEW.updated_at := now();
    RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION storefront.effective_price(
    p_product_id BIGINT,
    p_at TIMESTAMPTZ DEFAULT now()
) RETURNS NUMERIC
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_list_price NUMERIC;
    v_floor_price NUMERIC;
    v_rule RECORD;
BEGIN
    SELECT list_price, coalesce(min_price, 0) INTO v_list_price, v_floor_price
    FROM storefront.products
    WHERE id = p_product_id;

    IF v_list_price IS NULL THEN
        RETURN NULL;
    END IF;

    SELECT r.rule_type, r.amount INTO v_rule
    FROM storefront.price_rules r
    JOIN storefront.price_rule_targets t ON t.price_rule_id = r.id
    WHERE t.target_kind = 'sku'
      AND t.target_value = p_product_id::TEXT
      AND r.starts_at <= p_at
      AND (r.ends_at IS NULL OR r.ends_at > p_at)
    ORDER BY r.priority, r.id
    LIMIT 1;

    IF NOT FOUND THEN
        RETURN v_list_price;
    END IF;

    -- Never sell below the merchandiser-set floor (min_price).
    RETURN greatest(v_floor_price, CASE v_rule.rule_type
        WHEN 'percent_off' THEN round(v_list_price * (1 - v_rule.amount / 100), 2)
        WHEN 'amount_off' THEN v_list_price - v_rule.amount
        WHEN 'fixed_price' THEN v_rule.amount
    END);
END;
$$;

DROP TRIGGER IF EXISTS products_search_vector ON storefront.products;
CREATE TRIGGER products_search_vector
    BEFORE INSERT OR UPDATE OF title, brand, description ON storefront.products
    FOR EACH ROW EXECUTE FUNCTION storefront.trg_products_search_vector();
