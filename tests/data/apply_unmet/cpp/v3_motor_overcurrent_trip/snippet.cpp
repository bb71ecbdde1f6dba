// ... existing code ...

void MotorController::update(float dt, float measured_velocity) {
  // ... existing code ...

  if (winding_temp > kOverTempC) {
    fault(FaultCode::kOverTemperature);
    return;
  }

  if (std::fabs(phase_current) > cfg_.max_phase_current) {
    fault(FaultCode::kOverCurrent);
    return;
  }

  // ... existing code ...
}

// ... existing code ...
