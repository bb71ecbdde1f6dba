// ... existing code ...
    std::optional<double> averageTemperature() const;
    std::optional<double> averageHumidity() const;
    std::optional<double> maxTemperature() const;
// ... existing code ...

std::optional<double> BarrelRoomMonitor::averageTemperature() const {
    // ... existing code ...
    return total / static_cast<double>(readings_.size());
}

std::optional<double> BarrelRoomMonitor::averageHumidity() const {
    if (readings_.empty()) {
        return std::nullopt;
    }
    double total = std::accumulate(readings_.begin(), readings_.end(), 0.0,
                                   [](double sum, const SensorReading& r) {
                                       return sum + r.relativeHumidity;
                                   });
    return total / static_cast<double>(readings_.size());
}

// ... existing code ...
