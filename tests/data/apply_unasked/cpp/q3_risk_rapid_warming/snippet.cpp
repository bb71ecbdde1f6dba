class AvalancheRiskEstimator {
public:
    // ... existing code ...
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

    // ... existing code ...
};
