#include "config.h"

#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>

namespace app {

namespace {

std::string trim(const std::string& s) {
    const auto begin = s.find_first_not_of(" \t\r");
    if (begin == std::string::npos) {
        return "";
    }
    const auto end = s.find_last_not_of(" \t\r");
    return s.substr(begin, end - begin + 1);
}

}  // namespace

bool Config::load(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        return false;
    }
    std::string line;
    while (std::getline(in, line)) {
        line = trim(line);
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const auto eq = line.find('=');
        if (eq == std::string::npos) {
            continue;
        }
        values_[trim(line.substr(0, eq))] = trim(line.substr(eq + 1));
    }
    return true;
}

std::optional<std::string> Config::get(const std::string& key) const {
    const auto it = values_.find(key);
    if (it == values_.end()) {
        return std::nullopt;
    }
    return it->second;
}

std::string Config::get_string(const std::string& key, const std::string& fallback) const {
    const auto value = get(key);
    return value ? *value : fallback;
}

int Config::get_int(const std::string& key, int fallback) const {
    const auto value = get(key);
    if (!value) {
        return fallback;
    }
    try {
        return std::stoi(*value);
    } catch (const std::exception&) {
        std::cerr << "config: " << key << " is not an integer: " << *value << '\n';
        return fallback;
    }
}

bool Config::get_bool(const std::string& key, bool fallback) const {
    const auto value = get(key);
    if (!value) {
        return fallback;
    }
    return *value == "true" || *value == "1" || *value == "yes";
}

}  // namespace app
