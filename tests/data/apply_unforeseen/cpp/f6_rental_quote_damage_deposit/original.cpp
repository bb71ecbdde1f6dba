#include "rental/rental_ledger.h"

#include <cmath>
#include <numeric>
#include <stdexcept>

namespace rental {

namespace {

constexpr double kWeeklyDiscount = 0.20;
constexpr double kInsuranceRate = 0.08;
constexpr int kDaysPerWeek = 7;

double lineSubtotal(const OrderLine& line) {
    const int weeks = line.days / kDaysPerWeek;
    const int extraDays = line.days % kDaysPerWeek;
    const double weekly = line.dailyRate * kDaysPerWeek * (1.0 - kWeeklyDiscount);
    return (weeks * weekly + extraDays * line.dailyRate) * line.quantity;
}

double roundToCents(double amount) {
    return std::round(amount * 100.0) / 100.0;
}

}  // namespace

RentalLedger::RentalLedger(const Catalog& catalog) : catalog_(catalog) {}

double RentalLedger::applyTierDiscount(double subtotal, CustomerTier tier) const {
    switch (tier) {
        case CustomerTier::Studio:
            return subtotal * 0.85;
        case CustomerTier::Indie:
            return subtotal * 0.90;
        case CustomerTier::Student:
            return subtotal * 0.75;
        default:
            return subtotal;
    }
}

double RentalLedger::quoteTotal(const RentalOrder& order) const {
    if (order.lines.empty()) {
        throw std::invalid_argument("rental order has no lines");
    }
    const double subtotal = std::accumulate(
        order.lines.begin(), order.lines.end(), 0.0,
        [](double acc, const OrderLine& line) { return acc + lineSubtotal(line); });
    const double discounted = applyTierDiscount(subtotal, order.customerTier);
    const double insurance = order.waiveInsurance ? 0.0 : discounted * kInsuranceRate;
    return roundToCents(discounted + insurance);
}

bool RentalLedger::isAvailable(const std::string& assetTag, const DateRange& range) const {
    for (const auto& booking : bookings_) {
        if (booking.assetTag == assetTag && booking.range.overlaps(range)) {
            return false;
        }
    }
    return catalog_.contains(assetTag);
}

void RentalLedger::book(const RentalOrder& order, const DateRange& range) {
    for (const auto& line : order.lines) {
        if (!isAvailable(line.assetTag, range)) {
            throw std::runtime_error("asset already booked: " + line.assetTag);
        }
    }
    for (const auto& line : order.lines) {
        bookings_.push_back(Booking{line.assetTag, range, order.productionCode});
    }
}

}  // namespace rental
