#include "logger.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

namespace util {

namespace {

const char* level_name(LogLevel level) {
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
    return "?";
}

}  // namespace

Logger& Logger::instance() {
    static Logger logger;
    return logger;
}

void Logger::set_level(LogLevel level) {
    std::lock_guard<std::mutex> lock(mutex_);
    level_ = level;
}

void Logger::set_stream(std::ostream* out) {
    std::lock_guard<std::mutex> lock(mutex_);
    out_ = out ? out : &std::clog;
}

std::string Logger::format_line(LogLevel level, std::string_view message) const {
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    std::tm local{};
    localtime_r(&seconds, &local);

    std::ostringstream line;
    line << std::put_time(&local, "%Y-%m-%d %H:%M:%S") << ' ' << level_name(level) << ' ' << message;
    return line.str();
}

void Logger::log(LogLevel level, std::string_view message) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (level < level_) {
        return;
    }
    *out_ << format_line(level, message) << '\n';
    if (level >= LogLevel::Error) {
        out_->flush();
    }
}

void Logger::debug(std::string_view message) { log(LogLevel::Debug, message); }
void Logger::info(std::string_view message) { log(LogLevel::Info, message); }
void Logger::warning(std::string_view message) { log(LogLevel::Warning, message); }
void Logger::error(std::string_view message) { log(LogLevel::Error, message); }

}  // namespace util
