#include <chrono>
#include <ctime>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace logging {

enum class Level { Debug, Info, Warning, Error };

struct LogEntry {
    std::chrono::system_clock::time_point time;
    Level level;
    std::string component;
    std::string message;
};

std::string formatLevel(Level level) {
    switch (level) {
    case Level::Debug:
        return "DEBUG";
    case Level::Info:
        return "INFO";
    case Level::Warning:
        return "WARN";
    case Level::Error:
        return "ERROR";
    }
    return "UNKNOWN";
}

std::string formatTimestamp(std::chrono::system_clock::time_point time) {
    std::time_t raw = std::chrono::system_clock::to_time_t(time);
    std::tm parts{};
    gmtime_r(&raw, &parts);
    std::ostringstream out;
    out << std::put_time(&parts, "%Y-%m-%dT%H:%M:%SZ");
    return out.str();
}

std::string formatComponent(const std::string& component) {
    if (component.empty()) {
        return "[-]";
    }
    return "[" + component + "]";
}

std::string formatEntry(const LogEntry& entry) {
    std::ostringstream out;
    out << formatTimestamp(entry.time) << ' ';
    out << std::left << std::setw(5) << formatLevel(entry.level) << ' ';
    out << formatComponent(entry.component) << ' ';
    out << entry.message;
    return out.str();
}

void writeEntries(std::ostream& os, const std::vector<LogEntry>& entries) {
    for (const auto& entry : entries) {
        os << formatEntry(entry) << '\n';
    }
}

}  // namespace logging
