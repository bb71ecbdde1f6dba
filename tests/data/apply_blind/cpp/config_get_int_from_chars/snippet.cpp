#include "config.h"

#include <charconv>
#include <fstream>
#include <map>
#include <optional>
#include <string>

// ... existing code ...

int Config::get_int(const std::string& key, int fallback) const {
    const auto value = get(key);
    if (!value) {
        return fallback;
    }
    int result = 0;
    const char* first = value->data();
    const char* last = first + value->size();
    const auto [ptr, ec] = std::from_chars(first, last, result);
    if (ec != std::errc() || ptr != last) {
        return fallback;
    }
    return result;
}

// ... existing code ...
