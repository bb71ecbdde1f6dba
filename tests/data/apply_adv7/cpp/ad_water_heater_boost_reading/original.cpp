#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

#include "hub/device.h"
#include "hub/telemetry.h"

namespace hub {

class Thermostat : public Device {
public:
    static constexpr double kMinTemp = 7.0;
    static constexpr double kMaxTemp = 30.0;

    explicit Thermostat(std::string id) : Device(std::move(id), DeviceKind::Climate) {}

    bool setTarget(double celsius) {
        if (celsius < kMinTemp || celsius > kMaxTemp) {
            return false;
        }
        target_ = std::round(celsius * 2.0) / 2.0;
        publish("target", target_);
        return true;
    }

    void onReading(double celsius) {
        current_ = celsius;
        heating_ = current_ < target_ - hysteresis_;
        publish("current", current_);
    }

    double target() const { return target_; }
    bool heating() const { return heating_; }

private:
    double target_ = 20.0;
    double current_ = 0.0;
    double hysteresis_ = 0.5;
    bool heating_ = false;
};

class WaterHeater : public Device {
public:
    static constexpr double kMinTemp = 40.0;
    static constexpr double kMaxTemp = 75.0;

    explicit WaterHeater(std::string id) : Device(std::move(id), DeviceKind::Climate) {}

    bool setTarget(double celsius) {
        if (celsius < kMinTemp || celsius > kMaxTemp) {
            return false;
        }
        target_ = std::round(celsius);
        publish("target", target_);
        return true;
    }

    void onReading(double celsius) {
        current_ = celsius;
        heating_ = current_ < target_ - hysteresis_;
        publish("current", current_);
    }

    void boost(std::chrono::minutes duration) {
        boostUntil_ = std::chrono::steady_clock::now() + duration;
        publish("boost", static_cast<double>(duration.count()));
    }

    double target() const { return target_; }
    bool heating() const { return heating_; }

private:
    double target_ = 55.0;
    double current_ = 0.0;
    double hysteresis_ = 3.0;
    bool heating_ = false;
    std::chrono::steady_clock::time_point boostUntil_{};
};

}  // namespace hub
