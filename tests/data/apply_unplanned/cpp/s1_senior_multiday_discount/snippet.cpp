// ... existing code ...

double PassPricing::seniorDayPrice(Season season, int days) const {
    double base = kBaseDayRate * 0.75;
    double total = base * days * seasonMultiplier(season);
    if (days >= 3) {
        total *= 0.90;
    }
    return roundToHalf(total);
}

// ... existing code ...
