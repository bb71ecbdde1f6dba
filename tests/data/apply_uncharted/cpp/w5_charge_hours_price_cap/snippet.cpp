// ... existing code ...

// Picks the cheapest hours to charge the battery from empty to full,
// assuming it can absorb `rate_kw` every hour. Hours priced above
// `max_price_eur_mwh` are never used, so the plan may leave it part-charged.
std::vector<int> cheapestChargeHours(const std::vector<Slot>& slots,
                                     double capacity_kwh, double rate_kw,
                                     double max_price_eur_mwh) {
    // ... existing code ...
    for (int i = 0; i < needed && i < static_cast<int>(sorted.size()); ++i) {
        if (sorted[i].price_eur_mwh > max_price_eur_mwh) {
            break;  // sorted ascending, nothing cheaper follows
        }
        hours.push_back(sorted[i].hour);
    }
    std::sort(hours.begin(), hours.end());
    return hours;
}

// ... existing code ...

    const double rate_kw = 5.0;
    const double max_price_eur_mwh = 120.0;

    const auto hours =
        dispatch::cheapestChargeHours(slots, capacity_kwh, rate_kw, max_price_eur_mwh);
    // ... existing code ...
