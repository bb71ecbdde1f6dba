// ... existing code ...

std::optional<double> median_of(std::vector<double> values) {
    if (values.empty()) {
        return std::nullopt;
    }
    std::sort(values.begin(), values.end());
    // ... existing code ...
}

// ... existing code ...

double ReadingFilter::smoothed() const {
    // ... existing code ...
    return median_of(values).value_or(std::numeric_limits<double>::quiet_NaN());
}

double ReadingFilter::smoothed_since(Timestamp cutoff) const {
    // ... existing code ...
    return median_of(values).value_or(std::numeric_limits<double>::quiet_NaN());
}

// ... existing code ...
