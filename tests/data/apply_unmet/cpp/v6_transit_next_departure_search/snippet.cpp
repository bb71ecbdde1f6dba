// ... existing code ...

#include "stop_schedule.h"

#include <algorithm>
#include <cstdint>
#include <optional>

// ... existing code ...

void StopSchedule::sortIfNeeded() {
    if (sorted_) {
        return;
    }
    std::stable_sort(departures_.begin(), departures_.end(),
                     [](const Departure& a, const Departure& b) {
                         return a.secondsAfterMidnight < b.secondsAfterMidnight;
                     });
    sorted_ = true;
}

std::optional<Departure> StopSchedule::nextDeparture(std::uint32_t nowSeconds) {
    sortIfNeeded();
    auto it = std::lower_bound(departures_.begin(), departures_.end(), nowSeconds,
                               [](const Departure& d, std::uint32_t t) {
                                   return d.secondsAfterMidnight < t;
                               });
    if (it == departures_.end()) {
        return std::nullopt;
    }
    return *it;
}

// ... existing code ...
