-- ... normalize_term unchanged ...

DROP FUNCTION IF EXISTS search_products(text, integer);

CREATE OR REPLACE FUNCTION search_products(query text, max_results integer DEFAULT 20, category bigint DEFAULT NULL)
RETURNS TABLE (id bigint, name text, price_cents integer, rank real)
LANGUAGE sql STABLE AS $$
    SELECT p.id, p.name, p.price_cents,
           ts_rank(p.search_vector, websearch_to_tsquery('simple', normalize_term(query))) AS rank
    FROM products p
    WHERE p.search_vector @@ websearch_to_tsquery('simple', normalize_term(query))
      AND p.active
      AND (category IS NULL OR p.category_id = category)
    ORDER BY rank DESC, p.id
    LIMIT max_results;
$$;

-- ... search_categories unchanged ...

GRANT EXECUTE ON FUNCTION search_products(text, integer, bigint) TO web_app;
GRANT EXECUTE ON FUNCTION search_categories(text, integer) TO web_app;
