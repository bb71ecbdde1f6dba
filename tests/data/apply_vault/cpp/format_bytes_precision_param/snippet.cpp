std::string formatBytes(std::uint64_t bytes, int precision) {
    if (bytes < 1024) {
        return std::to_string(bytes) + " B";
    }
    // ... existing code ...
    std::ostringstream out;
    out << std::fixed << std::setprecision(precision) << value << ' ' << kUnits[unit];
    return out.str();
}

// ... existing code ...

std::string formatRate(std::uint64_t bytes, std::chrono::milliseconds elapsed) {
    // ... existing code ...
    return formatBytes(perSecond, 2) + "/s";
}
