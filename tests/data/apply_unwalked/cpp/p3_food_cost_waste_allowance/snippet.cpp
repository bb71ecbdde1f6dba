// ... existing code ...
        total += ingredient_cost(it->second, line.grams);
    }
    return total * (1.0 + recipe.waste_allowance) / recipe.yield_portions;
}

// ... existing code ...

double average_cost_percent(const std::vector<CostReport>& reports) {
    // ... existing code ...
    return sum / static_cast<double>(reports.size());
}

}  // namespace harbor::pricing
