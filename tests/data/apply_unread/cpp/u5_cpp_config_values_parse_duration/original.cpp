#include "config/values.h"

#include <charconv>
#include <chrono>
#include <string>
#include <string_view>
#include <system_error>

#include "config/error.h"

namespace config {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = s.find_last_not_of(" \t\r\n");
    return s.substr(first, last - first + 1);
}

}  // namespace

Result<std::string> parse_string(std::string_view key, std::string_view raw) {
    auto value = trim(raw);
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
        value = value.substr(1, value.size() - 2);
    }
    if (value.empty()) {
        return Error{key, "expected a non-empty string"};
    }
    return std::string(value);
}

Result<long> parse_int(std::string_view key, std::string_view raw) {
    const auto value = trim(raw);
    long out = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (ec != std::errc{} || ptr != value.data() + value.size()) {
        return Error{key, "expected an integer, got '" + std::string(value) + "'"};
    }
    return out;
}

Result<bool> parse_bool(std::string_view key, std::string_view raw) {
    const auto value = trim(raw);
    if (value == "true" || value == "yes" || value == "on" || value == "1") {
        return true;
    }
    if (value == "false" || value == "no" || value == "off" || value == "0") {
        return false;
    }
    return Error{key, "expected a boolean, got '" + std::string(value) + "'"};
}

Result<double> parse_ratio(std::string_view key, std::string_view raw) {
    const auto value = trim(raw);
    double out = 0.0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (ec != std::errc{} || ptr != value.data() + value.size()) {
        return Error{key, "expected a number, got '" + std::string(value) + "'"};
    }
    if (out < 0.0 || out > 1.0) {
        return Error{key, "ratio must be between 0 and 1"};
    }
    return out;
}

}  // namespace config
