#include "pass_pricing.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace alpineridge {
namespace pricing {

namespace {
constexpr double kBaseDayRate = 89.0;
constexpr double kHalfDayFactor = 0.65;
}  // namespace

double PassPricing::seasonMultiplier(Season season) const {
    switch (season) {
        case Season::Early:
            return 0.80;
        case Season::Peak:
            return 1.25;
        case Season::Regular:
            return 1.00;
        case Season::Spring:
            return 0.85;
    }
    throw std::invalid_argument("unknown season");
}

double PassPricing::roundToHalf(double amount) const {
    return std::round(amount * 2.0) / 2.0;
}

double PassPricing::adultDayPrice(Season season, int days) const {
    double base = kBaseDayRate;
    double total = base * days * seasonMultiplier(season);
    if (days >= 5) {
        total *= 0.90;
    }
    return roundToHalf(total);
}

double PassPricing::teenDayPrice(Season season, int days) const {
    double base = kBaseDayRate * 0.80;
    double total = base * days * seasonMultiplier(season);
    if (days >= 5) {
        total *= 0.90;
    }
    return roundToHalf(total);
}

double PassPricing::childDayPrice(Season season, int days) const {
    double base = kBaseDayRate * 0.60;
    double total = base * days * seasonMultiplier(season);
    if (days >= 5) {
        total *= 0.90;
    }
    return roundToHalf(total);
}

double PassPricing::seniorDayPrice(Season season, int days) const {
    double base = kBaseDayRate * 0.75;
    double total = base * days * seasonMultiplier(season);
    if (days >= 5) {
        total *= 0.90;
    }
    return roundToHalf(total);
}

double PassPricing::halfDayPrice(Season season) const {
    return roundToHalf(kBaseDayRate * kHalfDayFactor * seasonMultiplier(season));
}

double PassPricing::quote(const PassRequest& req) const {
    if (req.days <= 0) {
        throw std::invalid_argument("days must be positive");
    }
    switch (req.category) {
        case Category::Adult:
            return adultDayPrice(req.season, req.days);
        case Category::Teen:
            return teenDayPrice(req.season, req.days);
        case Category::Child:
            return childDayPrice(req.season, req.days);
        case Category::Senior:
            return seniorDayPrice(req.season, req.days);
    }
    throw std::invalid_argument("unknown category");
}

}  // namespace pricing
}  // namespace alpineridge
