double variance(const std::vector<double>& values) {
    require_non_empty(values, "variance");
    const double m = mean(values);
    double acc = 0.0;
    for (double v : values) {
        acc += (v - m) * (v - m);
    }
    return values.size() > 1 ? acc / static_cast<double>(values.size() - 1) : 0.0;
}

// ... rest of file unchanged ...
