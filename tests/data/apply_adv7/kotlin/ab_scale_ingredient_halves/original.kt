package app.pantrypal.recipes

import kotlin.math.roundToInt

data class Quantity(val amount: Double, val unit: String)

data class RecipeIngredient(
    val name: String,
    val quantity: Quantity?,
    val note: String? = null,
)

data class Recipe(
    val id: String,
    val title: String,
    val servings: Int,
    val ingredients: List<RecipeIngredient>,
)

private val COUNTABLE_UNITS = setOf("", "piece", "clove", "egg", "slice", "can")

object RecipeScaler {

    fun scale(recipe: Recipe, targetServings: Int): Recipe {
        require(targetServings > 0) { "targetServings must be positive" }
        if (targetServings == recipe.servings) return recipe
        val factor = targetServings.toDouble() / recipe.servings
        return recipe.copy(
            servings = targetServings,
            ingredients = recipe.ingredients.map { scaleIngredient(it, factor) },
        )
    }

    fun scaleIngredient(ingredient: RecipeIngredient, factor: Double): RecipeIngredient {
        val quantity = ingredient.quantity ?: return ingredient
        val scaled = quantity.amount * factor
        val amount = if (quantity.unit in COUNTABLE_UNITS) {
            scaled.roundToInt().coerceAtLeast(1).toDouble()
        } else {
            (scaled * 100).roundToInt() / 100.0
        }
        return ingredient.copy(quantity = quantity.copy(amount = amount))
    }

    fun formatAmount(amount: Double): String {
        val whole = amount.toInt()
        val fraction = amount - whole
        val symbol = when {
            fraction < 0.125 -> ""
            fraction < 0.29 -> "¼"
            fraction < 0.42 -> "⅓"
            fraction < 0.58 -> "½"
            fraction < 0.71 -> "⅔"
            fraction < 0.875 -> "¾"
            else -> return (whole + 1).toString()
        }
        return when {
            whole == 0 && symbol.isEmpty() -> "0"
            whole == 0 -> symbol
            else -> "$whole$symbol"
        }
    }

    fun describe(ingredient: RecipeIngredient): String {
        val quantity = ingredient.quantity ?: return ingredient.name
        val unit = if (quantity.unit.isEmpty()) "" else " ${quantity.unit}"
        val base = "${formatAmount(quantity.amount)}$unit ${ingredient.name}"
        return if (ingredient.note != null) "$base (${ingredient.note})" else base
    }
}
