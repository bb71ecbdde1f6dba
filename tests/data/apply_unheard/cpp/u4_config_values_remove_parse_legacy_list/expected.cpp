#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace config {

using Duration = std::chrono::milliseconds;

std::string toLower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::optional<int> parseInt(std::string_view text) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

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
    if (text.size() < 2) {
        return std::nullopt;
    }
    std::string_view unit = text.substr(text.size() - 2);
    std::string_view number = text.substr(0, text.size() - 2);
    if (unit == "ms") {
        if (auto value = parseInt(number)) {
            return Duration(*value);
        }
        return std::nullopt;
    }
    unit = text.substr(text.size() - 1);
    number = text.substr(0, text.size() - 1);
    auto value = parseInt(number);
    if (!value) {
        return std::nullopt;
    }
    if (unit == "s") {
        return std::chrono::seconds(*value);
    }
    if (unit == "m") {
        return std::chrono::minutes(*value);
    }
    return std::nullopt;
}

}  // namespace config
