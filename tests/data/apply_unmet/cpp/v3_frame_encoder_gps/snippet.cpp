// ... existing code ...

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

// ... existing code ...
