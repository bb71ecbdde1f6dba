use std::collections::HashMap;

use chrono::NaiveDate;

use crate::recipes::{Recipe, RecipeId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MealSlot {
    Breakfast,
    Lunch,
    Dinner,
}

#[derive(Debug, Clone)]
pub struct PlannedMeal {
    pub date: NaiveDate,
    pub slot: MealSlot,
    pub recipe_id: RecipeId,
    pub servings: u32,
}

#[derive(Debug, Default)]
pub struct MealPlan {
    meals: Vec<PlannedMeal>,
}

impl MealPlan {
    pub fn new() -> Self {
        Self { meals: Vec::new() }
    }

    /// Adds a meal, replacing whatever was planned for the same date and slot.
    pub fn add(&mut self, meal: PlannedMeal) {
        self.meals.retain(|m| !(m.date == meal.date && m.slot == meal.slot));
        self.meals.push(meal);
    }

    pub fn meals_on(&self, date: NaiveDate) -> Vec<&PlannedMeal> {
        self.meals.iter().filter(|m| m.date == date).collect()
    }

    pub fn is_empty(&self) -> bool {
        self.meals.is_empty()
    }
}

/// Total servings of each recipe planned between `from` and `to` (inclusive).
pub fn servings_by_recipe(plan: &MealPlan, from: NaiveDate, to: NaiveDate) -> HashMap<RecipeId, u32> {
    let mut totals = HashMap::new();
    for meal in plan.meals.iter().filter(|m| m.date >= from && m.date <= to) {
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
    servings_by_recipe(plan, from, to)
        .into_iter()
        .filter_map(|(id, servings)| {
            recipes
                .get(&id)
                .map(|r| u64::from(r.cost_per_serving_cents) * u64::from(servings))
        })
        .sum()
}

/// The day with the most planned meals; ties go to the earliest day.
pub fn busiest_day(plan: &MealPlan, from: NaiveDate, to: NaiveDate) -> Option<NaiveDate> {
    let mut counts: HashMap<NaiveDate, usize> = HashMap::new();
    for meal in plan.meals.iter().filter(|m| m.date >= from && m.date <= to) {
        *counts.entry(meal.date).or_insert(0) += 1;
    }
    counts
        .into_iter()
        .max_by_key(|(day, count)| (*count, std::cmp::Reverse(*day)))
        .map(|(day, _)| day)
}
