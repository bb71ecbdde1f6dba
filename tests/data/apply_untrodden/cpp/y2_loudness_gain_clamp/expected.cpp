// Integrated loudness measurement for the transcode pipeline.
//
// Implements the gating from ITU-R BS.1770-4 closely enough for normalising
// catalogue tracks; it is not meant to be a certified meter.

#include "transcode/loudness.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "transcode/k_weighting.h"

namespace soundwave::transcode {

namespace {

constexpr double kAbsoluteGateLufs = -70.0;
constexpr double kRelativeGateLu = -10.0;
constexpr double kBlockSeconds = 0.4;
constexpr double kOverlap = 0.75;
constexpr double kMaxGainDb = 12.0;

double BlockLoudness(double mean_square) {
  return -0.691 + 10.0 * std::log10(mean_square);
}

}  // namespace

LoudnessAnalyzer::LoudnessAnalyzer(int sample_rate, int channels)
    : sample_rate_(sample_rate), channels_(channels), filter_(sample_rate) {}

void LoudnessAnalyzer::AddSamples(const float* interleaved, std::size_t frames) {
  const std::size_t block_frames =
      static_cast<std::size_t>(kBlockSeconds * sample_rate_);
  const std::size_t hop_frames =
      static_cast<std::size_t>(block_frames * (1.0 - kOverlap));
  for (std::size_t i = 0; i < frames; ++i) {
    double sum = 0.0;
    for (int ch = 0; ch < channels_; ++ch) {
      const double weighted = filter_.Process(ch, interleaved[i * channels_ + ch]);
      sum += weighted * weighted;
    }
    window_.push_back(sum);
    if (window_.size() == block_frames) {
      double total = 0.0;
      for (double v : window_) total += v;
      block_powers_.push_back(total / static_cast<double>(block_frames));
      window_.erase(window_.begin(), window_.begin() + hop_frames);
    }
  }
}

double LoudnessAnalyzer::IntegratedLufs() const {
  std::vector<double> gated;
  for (double p : block_powers_) {
    if (BlockLoudness(p) > kAbsoluteGateLufs) gated.push_back(p);
  }
  if (gated.empty()) return kAbsoluteGateLufs;

  double mean = 0.0;
  for (double p : gated) mean += p;
  mean /= static_cast<double>(gated.size());
  const double relative_gate = BlockLoudness(mean) + kRelativeGateLu;

  double gated_sum = 0.0;
  std::size_t count = 0;
  for (double p : gated) {
    if (BlockLoudness(p) > relative_gate) {
      gated_sum += p;
      ++count;
    }
  }
  if (count == 0) return kAbsoluteGateLufs;
  return BlockLoudness(gated_sum / static_cast<double>(count));
}

double LoudnessAnalyzer::GainForTarget(double target_lufs) const {
  const double measured = IntegratedLufs();
  if (measured <= kAbsoluteGateLufs) return 0.0;
  const double gain_db = target_lufs - measured;
  // Quiet masters (old catalogue, classical) must not be boosted into clipping.
  return std::clamp(gain_db, -kMaxGainDb, kMaxGainDb);
}

}  // namespace soundwave::transcode
