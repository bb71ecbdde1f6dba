use std::collections::HashMap;
use std::ops::RangeInclusive;

// ... existing code ...

/// Total servings of each recipe planned on the days in `range`.
pub fn servings_by_recipe(plan: &MealPlan, range: &RangeInclusive<NaiveDate>) -> HashMap<RecipeId, u32> {
    let mut totals = HashMap::new();
    for meal in plan.meals.iter().filter(|m| range.contains(&m.date)) {
        *totals.entry(meal.recipe_id).or_insert(0) += meal.servings;
    }
    totals
}

/// Estimated cost in cents of all meals planned between `from` and `to`.
pub fn estimated_cost(
    plan: &MealPlan,
    recipes: &HashMap<RecipeId, Recipe>,
    from: NaiveDate,
    to: NaiveDate,
) -> u64 {
    servings_by_recipe(plan, &(from..=to))
        .into_iter()
        // ... existing code ...
}

// ... existing code ...
