// stop_schedule.cpp
// Per-stop departure lookup used by the real-time passenger displays.

#include "stop_schedule.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtfs/stop_time.h"

namespace ngt::timetable {

StopSchedule::StopSchedule(std::string stopId, std::vector<Departure> departures)
    : stopId_(std::move(stopId)), departures_(std::move(departures)) {}

void StopSchedule::add(const Departure& departure) {
    departures_.push_back(departure);
    sorted_ = false;
}

void StopSchedule::sortIfNeeded() {
    if (sorted_) {
        return;
    }
    for (std::size_t i = 1; i < departures_.size(); ++i) {
        Departure key = departures_[i];
        std::size_t j = i;
        while (j > 0 && departures_[j - 1].secondsAfterMidnight > key.secondsAfterMidnight) {
            departures_[j] = departures_[j - 1];
            --j;
        }
        departures_[j] = key;
    }
    sorted_ = true;
}

std::optional<Departure> StopSchedule::nextDeparture(std::uint32_t nowSeconds) {
    sortIfNeeded();
    for (const Departure& d : departures_) {
        if (d.secondsAfterMidnight >= nowSeconds) {
            return d;
        }
    }
    return std::nullopt;
}

std::vector<Departure> StopSchedule::upcoming(std::uint32_t nowSeconds, std::size_t limit) {
    sortIfNeeded();
    std::vector<Departure> result;
    for (const Departure& d : departures_) {
        if (result.size() == limit) {
            break;
        }
        if (d.secondsAfterMidnight >= nowSeconds) {
            result.push_back(d);
        }
    }
    return result;
}

std::size_t StopSchedule::size() const {
    return departures_.size();
}

const std::string& StopSchedule::stopId() const {
    return stopId_;
}

}  // namespace ngt::timetable
