#include "transcode/loudness.h"

#include <algorithm>
#include <cmath>
// ... existing code ...
constexpr double kOverlap = 0.75;
constexpr double kMaxGainDb = 12.0;

// ... existing code ...

double LoudnessAnalyzer::GainForTarget(double target_lufs) const {
  const double measured = IntegratedLufs();
  if (measured <= kAbsoluteGateLufs) return 0.0;
  const double gain_db = target_lufs - measured;
  // Quiet masters (old catalogue, classical) must not be boosted into clipping.
  return std::clamp(gain_db, -kMaxGainDb, kMaxGainDb);
}

// ... existing code ...
