// ... existing code ...

std::optional<bool> parseBool(std::string_view text) {
    const std::string lower = toLower(text);
    if (lower == "true" || lower == "yes" || lower == "on" || lower == "1") {
        return true;
    }
    if (lower == "false" || lower == "no" || lower == "off" || lower == "0") {
        return false;
    }
    return std::nullopt;
}

std::optional<Duration> parseDuration(std::string_view text) {
    // ... existing code ...
