#include "load_profile.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace gridco::metering {

namespace {

constexpr std::size_t kIntervalsPerDay = 48;

std::size_t slotOf(const std::chrono::system_clock::time_point& t) {
    const auto since_midnight = t.time_since_epoch() % std::chrono::hours(24);
    return static_cast<std::size_t>(
        std::chrono::duration_cast<std::chrono::minutes>(since_midnight).count() / 30);
}

}  // namespace

LoadProfile::LoadProfile(std::string mpan)
    : mpan_(std::move(mpan)), slots_(kIntervalsPerDay, 0.0), counts_(kIntervalsPerDay, 0) {}

void LoadProfile::add(const IntervalReading& reading) {
    if (reading.kwh < 0.0) {
        throw std::invalid_argument("negative import reading for " + mpan_);
    }
    const auto slot = slotOf(reading.start);
    slots_[slot] += reading.kwh;
    counts_[slot] += 1;
    ++total_readings_;
}

double LoadProfile::averageForSlot(std::size_t slot) const {
    if (slot >= kIntervalsPerDay) {
        throw std::out_of_range("slot out of range");
    }
    const auto n = counts_.at(slot);
    return n == 0 ? 0.0 : slots_[slot] / static_cast<double>(n);
}

double LoadProfile::dailyTotal() const {
    double total = 0.0;
    for (std::size_t slot = 0; slot < kIntervalsPerDay; ++slot) {
        total += averageForSlot(slot);
    }
    return total;
}

std::size_t LoadProfile::peakSlot() const {
    std::size_t best = 0;
    for (std::size_t slot = 1; slot < kIntervalsPerDay; ++slot) {
        if (averageForSlot(slot) > averageForSlot(best)) {
            best = slot;
        }
    }
    return best;
}

double LoadProfile::loadFactor() const {
    const double peak = averageForSlot(peakSlot());
    if (peak == 0.0) {
        return 0.0;
    }
    return dailyTotal() / (peak * static_cast<double>(kIntervalsPerDay));
}

std::vector<double> LoadProfile::normalised() const {
    const double total = dailyTotal();
    std::vector<double> out(kIntervalsPerDay, 0.0);
    if (total == 0.0) {
        return out;
    }
    for (std::size_t slot = 0; slot < kIntervalsPerDay; ++slot) {
        out[slot] = averageForSlot(slot) / total;
    }
    return out;
}

}  // namespace gridco::metering
