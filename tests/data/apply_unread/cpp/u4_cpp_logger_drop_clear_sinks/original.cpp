#include "logger.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace util {

namespace {

const char* levelName(Logger::Level level) {
    switch (level) {
        case Logger::Level::Debug: return "DEBUG";
        case Logger::Level::Info: return "INFO";
        case Logger::Level::Warn: return "WARN";
        case Logger::Level::Error: return "ERROR";
    }
    return "?";
}

std::string timestamp() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    localtime_r(&t, &tm);
    std::ostringstream out;
    out << std::put_time(&tm, "%Y-%m-%d %H:%M:%S");
    return out.str();
}

}  // namespace

Logger& Logger::instance() {
    static Logger logger;
    return logger;
}

void Logger::setLevel(Level level) {
    std::lock_guard<std::mutex> lock(mutex_);
    level_ = level;
}

void Logger::addSink(std::shared_ptr<Sink> sink) {
    std::lock_guard<std::mutex> lock(mutex_);
    sinks_.push_back(std::move(sink));
}

void Logger::clearSinks() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& sink : sinks_) {
        sink->flush();
    }
    sinks_.clear();
}

void Logger::log(Level level, std::string_view message) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (level < level_) {
        return;
    }
    std::ostringstream line;
    line << timestamp() << " [" << levelName(level) << "] " << message;
    const std::string text = line.str();
    if (sinks_.empty()) {
        std::cerr << text << '\n';
        return;
    }
    for (auto& sink : sinks_) {
        sink->write(level, text);
    }
}

void Logger::flush() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto& sink : sinks_) {
        sink->flush();
    }
}

void Logger::debug(std::string_view message) { log(Level::Debug, message); }
void Logger::info(std::string_view message) { log(Level::Info, message); }
void Logger::warn(std::string_view message) { log(Level::Warn, message); }
void Logger::error(std::string_view message) { log(Level::Error, message); }

}  // namespace util
