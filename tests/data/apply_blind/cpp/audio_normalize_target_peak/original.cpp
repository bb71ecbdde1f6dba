#include "audio/dsp.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace audio {

namespace {

float db_to_linear(float db) {
    return std::pow(10.0f, db / 20.0f);
}

float peak_of(const std::vector<float>& samples) {
    float peak = 0.0f;
    for (float s : samples) {
        peak = std::max(peak, std::fabs(s));
    }
    return peak;
}

}  // namespace

void apply_gain(std::vector<float>& samples, float gain_db) {
    const float factor = db_to_linear(gain_db);
    for (float& s : samples) {
        s *= factor;
    }
}

void normalize_peak(std::vector<float>& samples) {
    const float peak = peak_of(samples);
    if (peak <= 0.0f) {
        return;
    }
    const float factor = 1.0f / peak;
    for (float& s : samples) {
        s *= factor;
    }
}

void hard_clip(std::vector<float>& samples, float limit) {
    for (float& s : samples) {
        s = std::clamp(s, -limit, limit);
    }
}

void fade_in(std::vector<float>& samples, std::size_t length) {
    const std::size_t n = std::min(length, samples.size());
    for (std::size_t i = 0; i < n; ++i) {
        samples[i] *= static_cast<float>(i) / static_cast<float>(n);
    }
}

void process_chunk(std::vector<float>& samples, const ChunkSettings& settings) {
    apply_gain(samples, settings.input_gain_db);
    if (settings.normalize) {
        normalize_peak(samples);
    }
    hard_clip(samples, settings.clip_limit);
}

}  // namespace audio
