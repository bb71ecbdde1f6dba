// snow_monitor.cpp - reads the mid-station snow sensors and publishes a rough
// avalanche danger hint for the ski patrol dashboard.

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace alpenrose::snow {

struct Reading {
    std::chrono::system_clock::time_point taken_at;
    double depth_cm;
    double air_temp_c;
    double wind_kmh;
};

class SnowDepthSensor {
public:
    explicit SnowDepthSensor(std::string station_id) : station_id_(std::move(station_id)) {}

    void record(const Reading& reading) {
        if (reading.depth_cm < 0.0 || reading.depth_cm > 800.0) {
            return;  // ultrasonic glitch, ignore
        }
        readings_.push_back(reading);
    }

    double new_snow_24h() const {
        if (readings_.size() < 2) {
            return 0.0;
        }
        const auto cutoff = readings_.back().taken_at - std::chrono::hours(24);
        auto first = std::find_if(readings_.begin(), readings_.end(),
                                  [&](const Reading& r) { return r.taken_at >= cutoff; });
        return std::max(0.0, readings_.back().depth_cm - first->depth_cm);
    }

    const std::string& station_id() const { return station_id_; }
    const std::vector<Reading>& readings() const { return readings_; }

private:
    std::string station_id_;
    std::vector<Reading> readings_;
};

class AvalancheRiskEstimator {
public:
    explicit AvalancheRiskEstimator(double slope_angle_deg) : slope_angle_deg_(slope_angle_deg) {}

    int danger_level(const SnowDepthSensor& sensor) const {
        int level = 1;
        const double fresh = sensor.new_snow_24h();
        if (fresh > 30.0) {
            level += 2;
        } else if (fresh > 15.0) {
            level += 1;
        }
        if (max_wind(sensor) > 50.0) {
            level += 1;
        }
        if (slope_angle_deg_ >= 35.0) {
            level += 1;
        }
        if (rapid_warming(sensor)) {
            level += 1;  // wet-snow problem on sunny aspects
        }
        return std::min(level, 5);
    }

private:
    static bool rapid_warming(const SnowDepthSensor& sensor) {
        const auto& rs = sensor.readings();
        if (rs.size() < 2) {
            return false;
        }
        return rs.back().air_temp_c > 0.0 && rs.back().air_temp_c - rs.front().air_temp_c > 6.0;
    }

    static double max_wind(const SnowDepthSensor& sensor) {
        double peak = 0.0;
        for (const auto& r : sensor.readings()) {
            peak = std::max(peak, r.wind_kmh);
        }
        return peak;
    }

    double slope_angle_deg_;
};

}  // namespace alpenrose::snow

int main() {
    using namespace alpenrose::snow;
    SnowDepthSensor mid_station("MS-2140");
    const auto now = std::chrono::system_clock::now();
    mid_station.record({now - std::chrono::hours(20), 112.0, -6.5, 22.0});
    mid_station.record({now - std::chrono::hours(8), 131.0, -8.0, 48.0});
    mid_station.record({now, 149.5, 1.5, 61.0});

    AvalancheRiskEstimator estimator(38.0);
    std::cout << mid_station.station_id() << " danger level: "
              << estimator.danger_level(mid_station) << '\n';
    return 0;
}
