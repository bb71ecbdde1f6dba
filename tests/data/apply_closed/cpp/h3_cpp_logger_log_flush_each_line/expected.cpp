#include "logger.hpp"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace app {

namespace {

const char* levelName(LogLevel level) {
    switch (level) {
        case LogLevel::Debug:
            return "DEBUG";
        case LogLevel::Info:
            return "INFO";
        case LogLevel::Warning:
            return "WARN";
        case LogLevel::Error:
            return "ERROR";
    }
    return "UNKNOWN";
}

std::string timestamp() {
    auto now = std::chrono::system_clock::now();
    std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    localtime_r(&t, &tm);
    std::ostringstream oss;
    oss << std::put_time(&tm, "%Y-%m-%d %H:%M:%S");
    return oss.str();
}

}  // namespace

Logger::Logger(std::ostream& out, LogLevel minLevel)
    : out_(out), minLevel_(minLevel) {}

void Logger::setLevel(LogLevel level) {
    std::lock_guard<std::mutex> lock(mutex_);
    minLevel_ = level;
}

void Logger::setComponent(std::string component) {
    std::lock_guard<std::mutex> lock(mutex_);
    component_ = std::move(component);
}

std::string Logger::format(LogLevel level, const std::string& message) const {
    std::ostringstream oss;
    oss << timestamp() << ' ' << std::setw(5) << std::left << levelName(level);
    if (!component_.empty()) {
        oss << " [" << component_ << ']';
    }
    oss << ' ' << message;
    return oss.str();
}

void Logger::log(LogLevel level, const std::string& message) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (level < minLevel_) {
        return;
    }
    ++written_;
    out_ << format(level, message) << std::endl;
}

void Logger::debug(const std::string& message) { log(LogLevel::Debug, message); }
void Logger::info(const std::string& message) { log(LogLevel::Info, message); }
void Logger::warn(const std::string& message) { log(LogLevel::Warning, message); }
void Logger::error(const std::string& message) { log(LogLevel::Error, message); }

void Logger::flush() {
    std::lock_guard<std::mutex> lock(mutex_);
    out_.flush();
}

std::size_t Logger::linesWritten() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return written_;
}

}  // namespace app
