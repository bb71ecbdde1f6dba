#include "config_parser.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>

namespace cfg {

namespace {

std::string trim(const std::string& text) {
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string::npos) {
        return "";
    }
    const auto end = text.find_last_not_of(" \t\r");
    return text.substr(begin, end - begin + 1);
}

std::string normalizeKey(const std::string& raw) {
    std::string key = trim(raw);
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) {
        return static_cast<char>(std::tolower(c));
    });
    return key;
}

std::string normalizeSection(const std::string& raw) {
    std::string section = trim(raw);
    if (!section.empty() && section.front() == '[') {
        section = section.substr(1, section.size() - 2);
    }
    return trim(section);
}

}  // namespace

ConfigParser::ConfigParser(std::unordered_map<std::string, std::string> defaults)
    : values_(std::move(defaults)) {}

bool ConfigParser::load(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        return false;
    }
    std::string line;
    std::string section;
    while (std::getline(file, line)) {
        const std::string content = trim(line);
        if (content.empty() || content[0] == '#' || content[0] == ';') {
            continue;
        }
        if (content.front() == '[') {
            section = normalizeSection(content);
            continue;
        }
        const auto eq = content.find('=');
        if (eq == std::string::npos) {
            continue;
        }
        std::string key = normalizeKey(content.substr(0, eq));
        if (!section.empty()) {
            key = section + "." + key;
        }
        values_[key] = trim(content.substr(eq + 1));
    }
    return true;
}

std::optional<std::string> ConfigParser::get(const std::string& key) const {
    const auto it = values_.find(normalizeKey(key));
    if (it == values_.end()) {
        return std::nullopt;
    }
    return it->second;
}

int ConfigParser::getInt(const std::string& key, int fallback) const {
    const auto value = get(key);
    if (!value) {
        return fallback;
    }
    std::istringstream in(*value);
    int result = fallback;
    in >> result;
    return result;
}

}  // namespace cfg
