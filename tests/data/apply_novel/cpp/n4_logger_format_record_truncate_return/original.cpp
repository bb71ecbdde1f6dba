#include "logger.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace util {

namespace {

std::string truncate(const std::string& text, std::size_t limit) {
    if (limit == 0 || text.size() <= limit) {
        return text;
    }
    return text.substr(0, limit - 3) + "...";
}

}  // namespace

const char* Logger::levelName(Level level) {
    switch (level) {
        case Level::Debug: return "DEBUG";
        case Level::Info: return "INFO";
        case Level::Warning: return "WARN";
        case Level::Error: return "ERROR";
    }
    return "UNKNOWN";
}

std::string Logger::formatTimestamp(std::chrono::system_clock::time_point when) const {
    const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
    std::tm local{};
    localtime_r(&seconds, &local);
    std::ostringstream out;
    out << std::put_time(&local, "%Y-%m-%d %H:%M:%S");
    return out.str();
}

std::string Logger::formatRecord(const Record& record) const {
    std::ostringstream out;
    out << formatTimestamp(record.when) << ' ';
    out << '[' << levelName(record.level) << ']' << ' ';
    if (!name_.empty()) {
        out << name_ << ": ";
    }
    out << record.message;
    return out.str();
}

std::string Logger::formatContext(const Context& context) const {
    std::ostringstream out;
    bool first = true;
    for (const auto& [key, value] : context) {
        if (!first) {
            out << ' ';
        }
        out << key << '=' << truncate(value, 64);
        first = false;
    }
    return out.str();
}

void Logger::log(Level level, const std::string& message) {
    if (level < minLevel_) {
        return;
    }
    Record record{level, std::chrono::system_clock::now(), message};
    std::lock_guard<std::mutex> lock(mutex_);
    std::ostream& stream = level >= Level::Warning ? std::cerr : std::cout;
    stream << formatRecord(record) << '\n';
}

}  // namespace util
