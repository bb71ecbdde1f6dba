#include "telemetry/frame_encoder.h"

#include <cstring>

#include "telemetry/crc16.h"

namespace fleet::telemetry {

namespace {

void putU16(std::vector<uint8_t>& out, uint16_t v) {
  out.push_back(static_cast<uint8_t>(v & 0xFF));
  out.push_back(static_cast<uint8_t>(v >> 8));
}

void putF32(std::vector<uint8_t>& out, float v) {
  uint8_t raw[sizeof(float)];
  std::memcpy(raw, &v, sizeof(float));
  out.insert(out.end(), raw, raw + sizeof(float));
}

}  // namespace

FrameEncoder::FrameEncoder(uint16_t device_id) : device_id_(device_id) {}

std::vector<uint8_t> FrameEncoder::encodeImu(const ImuSample& s) {
  std::vector<uint8_t> out;
  beginFrame(out, FrameType::kImu);
  putF32(out, s.accel[0]);
  putF32(out, s.accel[1]);
  putF32(out, s.accel[2]);
  putF32(out, s.gyro[0]);
  putF32(out, s.gyro[1]);
  putF32(out, s.gyro[2]);
  endFrame(out);
  return out;
}

std::vector<uint8_t> FrameEncoder::encodeBattery(const BatterySample& s) {
  std::vector<uint8_t> out;
  beginFrame(out, FrameType::kBattery);
  putU16(out, s.millivolts);
  putF32(out, s.current_amps);
  out.push_back(s.state_of_charge_pct);
  endFrame(out);
  return out;
}

std::vector<uint8_t> FrameEncoder::encodeGps(const GpsSample& s) {
  std::vector<uint8_t> out;
  beginFrame(out, FrameType::kGps);
  putF32(out, static_cast<float>(s.latitude_deg));
  putF32(out, static_cast<float>(s.longitude_deg));
  putF32(out, s.altitude_m);
  out.push_back(s.satellites);
  endFrame(out);
  return out;
}

std::vector<uint8_t> FrameEncoder::encodeMotor(const MotorSample& s) {
  std::vector<uint8_t> out;
  beginFrame(out, FrameType::kMotor);
  out.push_back(s.motor_index);
  putF32(out, s.velocity_rad_s);
  putF32(out, s.phase_current_a);
  putF32(out, s.winding_temp_c);
  endFrame(out);
  return out;
}

void FrameEncoder::beginFrame(std::vector<uint8_t>& out, FrameType type) {
  out.reserve(32);
  out.push_back(kSyncByte);
  out.push_back(static_cast<uint8_t>(type));
  putU16(out, device_id_);
  putU16(out, sequence_++);
}

void FrameEncoder::endFrame(std::vector<uint8_t>& out) {
  const uint16_t crc = crc16_ccitt(out.data() + 1, out.size() - 1);
  putU16(out, crc);
}

}  // namespace fleet::telemetry
