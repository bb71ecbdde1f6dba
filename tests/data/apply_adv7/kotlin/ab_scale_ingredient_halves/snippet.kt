// ... existing code ...

    fun scaleIngredient(ingredient: RecipeIngredient, factor: Double): RecipeIngredient {
        val quantity = ingredient.quantity ?: return ingredient
        // "to taste" lines are stored with a zero amount; never scale them up.
        if (quantity.amount <= 0.0) return ingredient
        val scaled = quantity.amount * factor
        val amount = if (quantity.unit.lowercase() in COUNTABLE_UNITS) {
            // Round countables to the nearest half so 1.5 eggs stays 1.5, not 2.
            ((scaled * 2).roundToInt().coerceAtLeast(1)) / 2.0
        } else {
            (scaled * 100).roundToInt() / 100.0
        }
        return ingredient.copy(quantity = quantity.copy(amount = amount))
    }

// ... existing code ...
