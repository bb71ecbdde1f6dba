void normalize_peak(std::vector<float>& samples, float target_peak) {
    const float peak = peak_of(samples);
    if (peak <= 0.0f) {
        return;
    }
    const float factor = target_peak / peak;
    for (float& s : samples) {
        s *= factor;
    }
}

// ... hard_clip and fade_in unchanged ...

void process_chunk(std::vector<float>& samples, const ChunkSettings& settings) {
    apply_gain(samples, settings.input_gain_db);
    if (settings.normalize) {
        normalize_peak(samples, settings.target_peak);
    }
    hard_clip(samples, settings.clip_limit);
}
