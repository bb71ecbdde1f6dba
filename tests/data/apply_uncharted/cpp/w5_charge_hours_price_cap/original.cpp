#include <algorithm>
#include <cmath>
#include <iostream>
#include <vector>

#include "price_feed.h"

namespace dispatch {

struct Slot {
    int hour;
    double price_eur_mwh;
};

std::vector<Slot> toSlots(const std::vector<double>& prices) {
    std::vector<Slot> slots;
    slots.reserve(prices.size());
    for (int h = 0; h < static_cast<int>(prices.size()); ++h) {
        slots.push_back({h, prices[h]});
    }
    return slots;
}

// Picks the cheapest hours to charge the battery from empty to full,
// assuming it can absorb `rate_kw` every hour.
std::vector<int> cheapestChargeHours(const std::vector<Slot>& slots,
                                     double capacity_kwh, double rate_kw) {
    std::vector<Slot> sorted = slots;
    std::sort(sorted.begin(), sorted.end(), [](const Slot& a, const Slot& b) {
        return a.price_eur_mwh < b.price_eur_mwh;
    });
    const int needed = static_cast<int>(std::ceil(capacity_kwh / rate_kw));
    std::vector<int> hours;
    for (int i = 0; i < needed && i < static_cast<int>(sorted.size()); ++i) {
        hours.push_back(sorted[i].hour);
    }
    std::sort(hours.begin(), hours.end());
    return hours;
}

// Cost in EUR of charging at `rate_kw` during each of `hours`.
double planCost(const std::vector<Slot>& slots, const std::vector<int>& hours,
                double rate_kw) {
    double cost = 0.0;
    for (int h : hours) {
        cost += slots[h].price_eur_mwh * rate_kw / 1000.0;
    }
    return cost;
}

}  // namespace dispatch

int main() {
    const std::vector<double> prices = feed::dayAheadPrices("NL");
    const auto slots = dispatch::toSlots(prices);
    const double capacity_kwh = 13.5;
    const double rate_kw = 5.0;

    const auto hours = dispatch::cheapestChargeHours(slots, capacity_kwh, rate_kw);
    std::cout << "charge hours:";
    for (int h : hours) {
        std::cout << ' ' << h;
    }
    std::cout << "\ncost: " << dispatch::planCost(slots, hours, rate_kw) << " EUR\n";
    return 0;
}
