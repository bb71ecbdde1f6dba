#include "config_parser.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>

// ... existing code ...

std::string normalizeKey(const std::string& raw) {
    std::string key = trim(raw);
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) {
        return static_cast<char>(std::tolower(c));
    });
    return key;
}

// ... existing code ...
