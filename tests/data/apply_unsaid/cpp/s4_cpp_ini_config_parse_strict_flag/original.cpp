#include "config.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace cfg {

static std::string trim(const std::string& s) {
    auto begin = std::find_if_not(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
    auto end = std::find_if_not(s.rbegin(), s.rend(), [](unsigned char c) { return std::isspace(c); }).base();
    return begin < end ? std::string(begin, end) : std::string();
}

static bool is_comment(const std::string& line) {
    return line.empty() || line[0] == '#' || line[0] == ';';
}

static std::string parse_section(const std::string& line, int line_no) {
    if (line.back() != ']') {
        throw std::runtime_error("line " + std::to_string(line_no) + ": unterminated section header");
    }
    return trim(line.substr(1, line.size() - 2));
}

static void parse_entry(Config& config, const std::string& section, const std::string& line, int line_no) {
    const auto eq = line.find('=');
    if (eq == std::string::npos) {
        throw std::runtime_error("line " + std::to_string(line_no) + ": expected key = value");
    }
    const std::string key = trim(line.substr(0, eq));
    const std::string value = trim(line.substr(eq + 1));
    if (key.empty()) {
        throw std::runtime_error("line " + std::to_string(line_no) + ": empty key");
    }
    config.set(section.empty() ? key : section + "." + key, value);
}

Config parse_config(std::istream& in) {
    Config config;
    std::string section;
    std::string raw;
    int line_no = 0;

    while (std::getline(in, raw)) {
        ++line_no;
        const std::string line = trim(raw);
        if (is_comment(line)) {
            continue;
        }
        if (line.front() == '[') {
            section = parse_section(line, line_no);
            continue;
        }
        parse_entry(config, section, line, line_no);
    }
    return config;
}

Config load_config_file(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        throw std::runtime_error("cannot open config file: " + path);
    }
    return parse_config(file);
}

}  // namespace cfg
