def build_shopping_list(
    plan: MealPlan, recipes: dict[str, Recipe], skip_staples: bool = True
) -> list[ShoppingItem]:
    totals: dict[tuple[str, str], ShoppingItem] = {}
    for entry in plan.entries:
        if entry.eating_out:
            continue
        recipe = recipes.get(entry.recipe_id)
        # ... existing code ...
            if skip_staples and name in PANTRY_STAPLES:
                continue
            if ingredient.optional:
                continue
            # ... existing code ...
    return sorted(totals.values(), key=lambda i: (i.aisle, i.name))
