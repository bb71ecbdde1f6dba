#include "station/reading_filter.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <vector>

namespace station {

namespace {

constexpr double kMaxTemperatureStepC = 4.0;  // per minute
constexpr double kMaxPressureStepHpa = 2.5;   // per minute
constexpr std::size_t kWindowSize = 5;

double median_of(std::vector<double> values) {
    if (values.empty()) {
        throw std::invalid_argument("median_of: empty window");
    }
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    if (values.size() % 2 == 0) {
        return (values[mid - 1] + values[mid]) / 2.0;
    }
    return values[mid];
}

bool is_spike(double previous, double current, double max_step) {
    return std::fabs(current - previous) > max_step;
}

}  // namespace

ReadingFilter::ReadingFilter(std::string sensor_id)
    : sensor_id_(std::move(sensor_id)) {}

void ReadingFilter::push(const Reading& reading) {
    if (!window_.empty()) {
        const Reading& last = window_.back();
        if (reading.kind == ReadingKind::kTemperature &&
            is_spike(last.value, reading.value, kMaxTemperatureStepC)) {
            ++rejected_;
            return;
        }
        if (reading.kind == ReadingKind::kPressure &&
            is_spike(last.value, reading.value, kMaxPressureStepHpa)) {
            ++rejected_;
            return;
        }
    }
    window_.push_back(reading);
    if (window_.size() > kWindowSize) {
        window_.pop_front();
    }
}

double ReadingFilter::smoothed() const {
    std::vector<double> values;
    values.reserve(window_.size());
    for (const Reading& r : window_) {
        values.push_back(r.value);
    }
    return median_of(values);
}

double ReadingFilter::smoothed_since(Timestamp cutoff) const {
    std::vector<double> values;
    for (const Reading& r : window_) {
        if (r.taken_at >= cutoff) {
            values.push_back(r.value);
        }
    }
    return median_of(values);
}

std::size_t ReadingFilter::rejected_count() const {
    return rejected_;
}

void ReadingFilter::reset() {
    window_.clear();
    rejected_ = 0;
}

}  // namespace station
