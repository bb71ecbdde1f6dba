#include "logger.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>

namespace util {

namespace {

const char* level_name(Logger::Level level) {
    switch (level) {
        case Logger::Level::Debug: return "DEBUG";
        case Logger::Level::Info: return "INFO";
        case Logger::Level::Warning: return "WARN";
        case Logger::Level::Error: return "ERROR";
    }
    return "?";
}

std::string format_timestamp(std::chrono::system_clock::time_point tp) {
    const std::time_t t = std::chrono::system_clock::to_time_t(tp);
    std::tm tm{};
    gmtime_r(&t, &tm);
    std::ostringstream os;
    os << std::put_time(&tm, "%Y-%m-%dT%H:%M:%SZ");
    return os.str();
}

}  // namespace

Logger::Logger(std::ostream& out, Level min_level) : out_(out), min_level_(min_level) {}

void Logger::set_level(Level level) {
    std::lock_guard<std::mutex> lock(mutex_);
    min_level_ = level;
}

void Logger::write(Level level, std::string_view message) {
    if (level < min_level_) {
        return;
    }

    std::string line;
    line.reserve(message.size() + 32);
    line += format_timestamp(std::chrono::system_clock::now());
    line += ' ';
    line += level_name(level);
    line += ' ';
    line += message;

    std::lock_guard<std::mutex> lock(mutex_);
    out_ << line << '\n';
    ++lines_written_;
    if (level >= Level::Error) {
        // Make sure errors reach the sink even if the process crashes right after.
        out_.flush();
    }
}

void Logger::write_raw(std::string_view text) {
    std::lock_guard<std::mutex> lock(mutex_);
    out_ << text << '\n';
    ++lines_written_;
}

void Logger::flush() {
    std::lock_guard<std::mutex> lock(mutex_);
    out_.flush();
}

std::size_t Logger::lines_written() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return lines_written_;
}

}  // namespace util
