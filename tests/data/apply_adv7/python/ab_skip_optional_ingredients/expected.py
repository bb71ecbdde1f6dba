"""Builds a consolidated shopping list from a week's meal plan."""

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from recipes.models import Ingredient, MealPlan, Recipe
from recipes.units import UnitError, to_base_unit

PANTRY_STAPLES = {"salt", "black pepper", "olive oil", "water"}


@dataclass
class ShoppingItem:
    name: str
    quantity: Fraction
    unit: str
    aisle: str
    recipes: list[str]

    def label(self) -> str:
        qty = f"{float(self.quantity):g}"
        return f"{qty} {self.unit} {self.name}".strip()


def _scaled(ingredient: Ingredient, factor: Fraction) -> tuple[Fraction, str]:
    quantity, unit = to_base_unit(ingredient.quantity, ingredient.unit)
    return quantity * factor, unit


def build_shopping_list(
    plan: MealPlan, recipes: dict[str, Recipe], skip_staples: bool = True
) -> list[ShoppingItem]:
    totals: dict[tuple[str, str], ShoppingItem] = {}
    for entry in plan.entries:
        if entry.eating_out:
            continue
        recipe = recipes.get(entry.recipe_id)
        if recipe is None:
            continue
        factor = Fraction(entry.servings, recipe.servings)
        for ingredient in recipe.ingredients:
            name = ingredient.name.lower().strip()
            if skip_staples and name in PANTRY_STAPLES:
                continue
            if ingredient.optional:
                continue
            try:
                quantity, unit = _scaled(ingredient, factor)
            except UnitError:
                quantity, unit = Fraction(ingredient.quantity) * factor, ingredient.unit
            key = (name, unit)
            item = totals.get(key)
            if item is None:
                item = ShoppingItem(name, Fraction(0), unit, ingredient.aisle or "other", [])
                totals[key] = item
            item.quantity += quantity
            if recipe.title not in item.recipes:
                item.recipes.append(recipe.title)
    return sorted(totals.values(), key=lambda i: (i.aisle, i.name))


def group_by_aisle(items: list[ShoppingItem]) -> dict[str, list[ShoppingItem]]:
    grouped: dict[str, list[ShoppingItem]] = defaultdict(list)
    for item in items:
        grouped[item.aisle].append(item)
    return dict(grouped)


def to_text(items: list[ShoppingItem]) -> str:
    lines = []
    for aisle, aisle_items in group_by_aisle(items).items():
        lines.append(f"## {aisle.title()}")
        for item in aisle_items:
            lines.append(f"- [ ] {item.label()}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
