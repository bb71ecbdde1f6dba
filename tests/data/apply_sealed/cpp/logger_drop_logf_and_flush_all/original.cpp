#include "log/logger.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>

namespace logging {

namespace {

const char* levelName(Level level) {
    switch (level) {
        case Level::Debug: return "DEBUG";
        case Level::Info: return "INFO";
        case Level::Warn: return "WARN";
        case Level::Error: return "ERROR";
    }
    return "?";
}

std::string timestamp() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    std::ostringstream os;
    os << std::put_time(&tm, "%Y-%m-%dT%H:%M:%SZ");
    return os.str();
}

}  // namespace

ConsoleSink::ConsoleSink(bool useStderr) : useStderr_(useStderr) {}

void ConsoleSink::write(Level level, const std::string& line) {
    std::ostream& out = (useStderr_ || level >= Level::Warn) ? std::cerr : std::cout;
    out << line << '\n';
}

FileSink::FileSink(const std::string& path) : out_(path, std::ios::app) {
    if (!out_) {
        throw std::runtime_error("cannot open log file " + path);
    }
}

void FileSink::write(Level /*level*/, const std::string& line) {
    out_ << line << '\n';
}

void FileSink::flush() {
    out_.flush();
}

Logger& Logger::instance() {
    static Logger logger;
    return logger;
}

void Logger::addSink(std::unique_ptr<Sink> sink) {
    std::lock_guard<std::mutex> lock(mu_);
    sinks_.push_back(std::move(sink));
}

void Logger::setLevel(Level level) {
    std::lock_guard<std::mutex> lock(mu_);
    level_ = level;
}

void Logger::log(Level level, const std::string& component, const std::string& message) {
    std::lock_guard<std::mutex> lock(mu_);
    if (level < level_) {
        return;
    }
    std::ostringstream line;
    line << timestamp() << ' ' << std::setw(5) << levelName(level) << " [" << component << "] " << message;
    const std::string text = line.str();
    for (auto& sink : sinks_) {
        sink->write(level, text);
    }
}

void Logger::flushAll() {
    std::lock_guard<std::mutex> lock(mu_);
    for (auto& sink : sinks_) {
        sink->flush();
    }
}

void Logger::logf(Level level, const std::string& component, const char* fmt, ...) {
    char buf[1024];
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(buf, sizeof(buf), fmt, args);
    va_end(args);
    log(level, component, buf);
}

void Logger::clearSinks() {
    std::lock_guard<std::mutex> lock(mu_);
    sinks_.clear();
}

}  // namespace logging
