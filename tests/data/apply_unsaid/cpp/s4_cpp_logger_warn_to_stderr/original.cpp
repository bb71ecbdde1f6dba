#include "logger.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>

namespace app {

namespace {

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

void Logger::set_level(Level level) {
    std::lock_guard<std::mutex> lock(mutex_);
    level_ = level;
}

void Logger::debug(const std::string& message) {
    if (level_ > Level::Debug) {
        return;
    }
    write(std::cout, "DEBUG", message);
}

void Logger::info(const std::string& message) {
    if (level_ > Level::Info) {
        return;
    }
    write(std::cout, "INFO", message);
}

void Logger::warn(const std::string& message) {
    if (level_ > Level::Warn) {
        return;
    }
    write(std::cout, "WARN", message);
}

void Logger::error(const std::string& message) {
    if (level_ > Level::Error) {
        return;
    }
    write(std::cerr, "ERROR", message);
}

void Logger::write(std::ostream& stream, const char* tag, const std::string& message) {
    std::lock_guard<std::mutex> lock(mutex_);
    stream << timestamp() << " [" << tag << "] " << message << '\n';
    if (&stream == &std::cerr) {
        stream.flush();
    }
}

}  // namespace app
