// valve_controller.cpp - solenoid valve control for the field irrigation units
#include "valve_controller.h"

#include <chrono>
#include <stdexcept>
#include <string>

#include "hal/gpio.h"
#include "telemetry/event_log.h"

namespace agri::irrigation {

namespace {
constexpr std::chrono::milliseconds kSettleTime{250};
constexpr double kMinLinePressureBar = 0.8;
}  // namespace

ValveController::ValveController(hal::Gpio& gpio, PressureSensor& sensor, telemetry::EventLog& log)
    : gpio_(gpio), sensor_(sensor), log_(log) {}

ValveStatus ValveController::open(ZoneId zone) {
    const auto pin = pinFor(zone);
    if (isOpen(zone)) {
        return ValveStatus::kAlreadyOpen;
    }
    gpio_.write(pin, hal::Level::kHigh);
    gpio_.sleepFor(kSettleTime);

    const double pressure = sensor_.readBar(zone);
    if (pressure < kMinLinePressureBar) {
        gpio_.write(pin, hal::Level::kLow);
        log_.warn("zone " + std::to_string(zone) + " low pressure on open: " + std::to_string(pressure));
        return ValveStatus::kLowPressure;
    }

    openZones_.insert(zone);
    log_.info("zone " + std::to_string(zone) + " opened");
    return ValveStatus::kOk;
}

ValveStatus ValveController::close(ZoneId zone) {
    const auto pin = pinFor(zone);
    if (!isOpen(zone)) {
        return ValveStatus::kAlreadyClosed;
    }
    gpio_.write(pin, hal::Level::kLow);
    gpio_.sleepFor(kSettleTime);

    openZones_.erase(zone);
    log_.info("zone " + std::to_string(zone) + " closed");
    return ValveStatus::kOk;
}

ValveStatus ValveController::closeAll() {
    ValveStatus worst = ValveStatus::kOk;
    for (auto it = openZones_.begin(); it != openZones_.end();) {
        const ZoneId zone = *it++;
        const ValveStatus status = close(zone);
        if (status != ValveStatus::kOk) {
            worst = status;
        }
    }
    log_.info("closeAll finished, " + std::to_string(openZones_.size()) + " zones still open");
    return worst;
}

bool ValveController::isOpen(ZoneId zone) const {
    return openZones_.count(zone) > 0;
}

hal::Pin ValveController::pinFor(ZoneId zone) const {
    const auto it = pinMap_.find(zone);
    if (it == pinMap_.end()) {
        throw std::out_of_range("no valve pin configured for zone " + std::to_string(zone));
    }
    return it->second;
}

}  // namespace agri::irrigation
