// barrel_room_monitor.cpp
// Aggregates temperature / humidity readings from the barrel room sensors
// and raises alerts when conditions drift outside the ageing window.

#include <algorithm>
#include <chrono>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace cellar {

struct SensorReading {
    std::string sensorId;
    std::chrono::system_clock::time_point takenAt;
    double temperatureC;
    double relativeHumidity;
};

class BarrelRoomMonitor {
public:
    explicit BarrelRoomMonitor(std::string roomName) : roomName_(std::move(roomName)) {}

    void record(const SensorReading& reading) { readings_.push_back(reading); }

    std::optional<double> averageTemperature() const;
    std::optional<double> maxTemperature() const;
    bool humidityInRange(double low, double high) const;

    const std::string& roomName() const { return roomName_; }

private:
    std::string roomName_;
    std::vector<SensorReading> readings_;
};

std::optional<double> BarrelRoomMonitor::averageTemperature() const {
    if (readings_.empty()) {
        return std::nullopt;
    }
    double total = std::accumulate(readings_.begin(), readings_.end(), 0.0,
                                   [](double sum, const SensorReading& r) {
                                       return sum + r.temperatureC;
                                   });
    return total / static_cast<double>(readings_.size());
}

std::optional<double> BarrelRoomMonitor::maxTemperature() const {
    if (readings_.empty()) {
        return std::nullopt;
    }
    auto it = std::max_element(readings_.begin(), readings_.end(),
                               [](const SensorReading& a, const SensorReading& b) {
                                   return a.temperatureC < b.temperatureC;
                               });
    return it->temperatureC;
}

bool BarrelRoomMonitor::humidityInRange(double low, double high) const {
    return std::all_of(readings_.begin(), readings_.end(), [&](const SensorReading& r) {
        return r.relativeHumidity >= low && r.relativeHumidity <= high;
    });
}

}  // namespace cellar
