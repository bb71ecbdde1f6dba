-- ... existing code ...
WHERE r.published = TRUE
  AND rv.hidden = FALSE
GROUP BY r.recipe_id, r.title;

-- ... removed v_recipe_ratings_legacy and its comment (Android < 4.2 is no longer supported) ...

CREATE OR REPLACE VIEW v_ingredient_demand AS
-- ... existing code ...

GRANT SELECT ON v_recipe_popularity, v_recipe_ratings, v_ingredient_demand,
    v_shopping_list_completion TO reporting_ro;
