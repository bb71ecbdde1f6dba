#include "pricing/food_cost.h"

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace harbor::pricing {

double ingredient_cost(const Ingredient& ingredient, double grams) {
    const double per_gram = ingredient.case_price / ingredient.case_grams;
    const double trimmed = grams / (1.0 - ingredient.trim_loss);
    return per_gram * trimmed;
}

double recipe_cost(const Recipe& recipe, const IngredientTable& table) {
    double total = 0.0;
    for (const auto& line : recipe.lines) {
        auto it = table.find(line.ingredient_id);
        if (it == table.end()) {
            throw MissingIngredient(line.ingredient_id);
        }
        total += ingredient_cost(it->second, line.grams);
    }
    return total / recipe.yield_portions;
}

double food_cost_percent(double portion_cost, double menu_price) {
    if (menu_price <= 0.0) {
        return 0.0;
    }
    return portion_cost / menu_price * 100.0;
}

double suggested_price(double portion_cost, double target_percent) {
    const double raw = portion_cost / (target_percent / 100.0);
    // Round up to the next quarter so the menu never undershoots the target.
    return std::ceil(raw * 4.0) / 4.0;
}

std::vector<CostReport> cost_menu(const std::vector<MenuEntry>& menu, const IngredientTable& table,
                                  double target_percent) {
    std::vector<CostReport> reports;
    reports.reserve(menu.size());
    for (const auto& entry : menu) {
        CostReport report;
        report.sku = entry.sku;
        report.portion_cost = recipe_cost(entry.recipe, table);
        report.cost_percent = food_cost_percent(report.portion_cost, entry.menu_price);
        report.suggested_price = suggested_price(report.portion_cost, target_percent);
        report.over_target = report.cost_percent > target_percent;
        reports.push_back(report);
    }
    return reports;
}

double average_cost_percent(const std::vector<CostReport>& reports) {
    if (reports.empty()) {
        return 0.0;
    }
    const double sum = std::accumulate(reports.begin(), reports.end(), 0.0,
                                       [](double acc, const CostReport& r) { return acc + r.cost_percent; });
    return sum / reports.size();
}

}  // namespace harbor::pricing
