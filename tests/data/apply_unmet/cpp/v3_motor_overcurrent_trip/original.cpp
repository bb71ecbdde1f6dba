#include "motor_controller.h"

#include <algorithm>
#include <cmath>

#include "hal/adc.h"
#include "hal/pwm.h"
#include "util/log.h"

namespace arc::motion {

namespace {
constexpr float kMaxDuty = 0.95f;
constexpr float kCurrentSenseGain = 0.0125f;  // amps per ADC count
constexpr float kOverTempC = 85.0f;
}  // namespace

MotorController::MotorController(hal::Pwm& pwm, hal::Adc& adc, const MotorConfig& cfg)
    : pwm_(pwm), adc_(adc), cfg_(cfg), pid_(cfg.kp, cfg.ki, cfg.kd) {}

void MotorController::setTargetVelocity(float rad_per_s) {
  target_velocity_ = std::clamp(rad_per_s, -cfg_.max_velocity, cfg_.max_velocity);
}

void MotorController::update(float dt, float measured_velocity) {
  if (state_ == State::kFaulted) {
    pwm_.setDuty(0.0f);
    return;
  }

  const float phase_current = adc_.read(cfg_.current_channel) * kCurrentSenseGain;
  const float winding_temp = adc_.readTemperature(cfg_.temp_channel);

  if (winding_temp > kOverTempC) {
    fault(FaultCode::kOverTemperature);
    return;
  }

  const float error = target_velocity_ - measured_velocity;
  float duty = pid_.step(error, dt);
  duty = std::clamp(duty, -kMaxDuty, kMaxDuty);

  last_current_ = phase_current;
  last_duty_ = duty;
  pwm_.setDuty(duty);
}

void MotorController::fault(FaultCode code) {
  state_ = State::kFaulted;
  fault_code_ = code;
  pwm_.setDuty(0.0f);
  pid_.reset();
  LOG_ERROR("motor %u faulted: code=%d", cfg_.node_id, static_cast<int>(code));
}

void MotorController::clearFault() {
  if (state_ != State::kFaulted) {
    return;
  }
  fault_code_ = FaultCode::kNone;
  state_ = State::kIdle;
  LOG_INFO("motor %u fault cleared", cfg_.node_id);
}

float MotorController::estimatedTorque() const {
  return last_current_ * cfg_.torque_constant;
}

}  // namespace arc::motion
