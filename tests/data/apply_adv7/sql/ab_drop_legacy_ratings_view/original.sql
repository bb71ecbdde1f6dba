-- Reporting views for the recipe app dashboard.
-- Owned by the data team; see docs/reporting.md before changing column names.

CREATE OR REPLACE VIEW v_recipe_popularity AS
SELECT r.recipe_id,
       r.title,
       COUNT(DISTINCT mp.meal_plan_id) AS times_planned,
       COUNT(DISTINCT f.user_id)       AS favourites
FROM recipes r
LEFT JOIN meal_plan_entries mp ON mp.recipe_id = r.recipe_id
LEFT JOIN favourites f ON f.recipe_id = r.recipe_id
WHERE r.published = TRUE
GROUP BY r.recipe_id, r.title;

CREATE OR REPLACE VIEW v_recipe_ratings AS
SELECT r.recipe_id,
       r.title,
       ROUND(AVG(rv.stars)::numeric, 2) AS avg_stars,
       COUNT(rv.review_id)              AS review_count
FROM recipes r
JOIN reviews rv ON rv.recipe_id = r.recipe_id
WHERE r.published = TRUE
  AND rv.hidden = FALSE
GROUP BY r.recipe_id, r.title;

-- Kept for the old Android client (< 4.2), which still reads star_avg.
CREATE OR REPLACE VIEW v_recipe_ratings_legacy AS
SELECT r.recipe_id,
       r.title,
       AVG(rv.stars) AS star_avg
FROM recipes r
JOIN reviews rv ON rv.recipe_id = r.recipe_id
WHERE r.published = TRUE
GROUP BY r.recipe_id, r.title;

CREATE OR REPLACE VIEW v_ingredient_demand AS
SELECT i.ingredient_id,
       i.name,
       date_trunc('week', mp.planned_for) AS week,
       SUM(ri.quantity * mp.servings / r.servings) AS total_quantity,
       ri.unit
FROM meal_plan_entries mp
JOIN recipes r ON r.recipe_id = mp.recipe_id
JOIN recipe_ingredients ri ON ri.recipe_id = r.recipe_id
JOIN ingredients i ON i.ingredient_id = ri.ingredient_id
GROUP BY i.ingredient_id, i.name, week, ri.unit;

CREATE OR REPLACE VIEW v_shopping_list_completion AS
SELECT sl.user_id,
       date_trunc('week', sl.created_at) AS week,
       COUNT(*) FILTER (WHERE sli.checked)::float / NULLIF(COUNT(*), 0) AS completion_rate
FROM shopping_lists sl
JOIN shopping_list_items sli ON sli.list_id = sl.list_id
GROUP BY sl.user_id, week;

GRANT SELECT ON v_recipe_popularity, v_recipe_ratings, v_recipe_ratings_legacy, v_ingredient_demand,
    v_shopping_list_completion TO reporting_ro;
