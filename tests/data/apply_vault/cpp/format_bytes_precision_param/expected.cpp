#include "format.h"

#include <array>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <sstream>
#include <string>

namespace util {

namespace {

constexpr std::array<const char*, 6> kUnits = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};

}  // namespace

std::string formatBytes(std::uint64_t bytes, int precision) {
    if (bytes < 1024) {
        return std::to_string(bytes) + " B";
    }
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < kUnits.size()) {
        value /= 1024.0;
        ++unit;
    }
    std::ostringstream out;
    out << std::fixed << std::setprecision(precision) << value << ' ' << kUnits[unit];
    return out.str();
}

std::string formatDuration(std::chrono::milliseconds duration) {
    using namespace std::chrono;
    auto total = duration.count();
    if (total < 1000) {
        return std::to_string(total) + "ms";
    }
    auto h = duration_cast<hours>(duration).count();
    auto m = duration_cast<minutes>(duration).count() % 60;
    auto s = duration_cast<seconds>(duration).count() % 60;
    std::ostringstream out;
    if (h > 0) {
        out << h << 'h' << std::setw(2) << std::setfill('0') << m << 'm';
    } else if (m > 0) {
        out << m << 'm' << std::setw(2) << std::setfill('0') << s << 's';
    } else {
        out << std::fixed << std::setprecision(1) << static_cast<double>(total) / 1000.0 << 's';
    }
    return out.str();
}

std::string formatPercent(double ratio) {
    if (!std::isfinite(ratio)) {
        return "n/a";
    }
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << ratio * 100.0 << '%';
    return out.str();
}

std::string formatRate(std::uint64_t bytes, std::chrono::milliseconds elapsed) {
    if (elapsed.count() <= 0) {
        return "-";
    }
    auto perSecond = static_cast<std::uint64_t>(
        static_cast<double>(bytes) * 1000.0 / static_cast<double>(elapsed.count()));
    return formatBytes(perSecond, 2) + "/s";
}

}  // namespace util
