#include "ais/decoder.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace portops::ais {

namespace {

constexpr double kCoordScale = 600000.0;  // 1/10000 minute
constexpr std::int32_t kLonUnavailable = 181 * 600000;
constexpr std::int32_t kLatUnavailable = 91 * 600000;

std::uint8_t sixbit_value(char c) {
    auto v = static_cast<std::uint8_t>(c - 48);
    return v > 40 ? static_cast<std::uint8_t>(v - 8) : v;
}

}  // namespace

BitReader::BitReader(std::string_view payload) {
    bits_.reserve(payload.size() * 6);
    for (char c : payload) {
        const auto v = sixbit_value(c);
        for (int i = 5; i >= 0; --i) {
            bits_.push_back((v >> i) & 1);
        }
    }
}

std::uint32_t BitReader::unsigned_at(std::size_t start, std::size_t len) const {
    std::uint32_t value = 0;
    for (std::size_t i = start; i < start + len && i < bits_.size(); ++i) {
        value = (value << 1) | bits_[i];
    }
    return value;
}

std::int32_t BitReader::signed_at(std::size_t start, std::size_t len) const {
    auto raw = unsigned_at(start, len);
    if (raw & (1u << (len - 1))) {
        raw |= ~((1u << len) - 1);
    }
    return static_cast<std::int32_t>(raw);
}

std::string BitReader::text_at(std::size_t start, std::size_t chars) const {
    static constexpr char kTable[] = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !\"#$%&'()*+,-./0123456789:;<=>?";
    std::string out;
    out.reserve(chars);
    for (std::size_t i = 0; i < chars; ++i) {
        out.push_back(kTable[unsigned_at(start + i * 6, 6)]);
    }
    while (!out.empty() && (out.back() == '@' || out.back() == ' ')) {
        out.pop_back();
    }
    return out;
}

std::optional<PositionReport> decode_class_a(const BitReader& bits) {
    PositionReport report;
    report.mmsi = bits.unsigned_at(8, 30);
    report.nav_status = static_cast<int>(bits.unsigned_at(38, 4));
    report.sog_knots = bits.unsigned_at(50, 10) / 10.0;
    const auto lon = bits.signed_at(61, 28);
    const auto lat = bits.signed_at(89, 27);
    if (lon == kLonUnavailable || lat == kLatUnavailable) {
        return std::nullopt;
    }
    report.longitude = lon / kCoordScale;
    report.latitude = lat / kCoordScale;
    report.cog_degrees = bits.unsigned_at(116, 12) / 10.0;
    report.heading = static_cast<int>(bits.unsigned_at(128, 9));
    return report;
}

std::optional<PositionReport> decode_class_b(const BitReader& bits) {
    PositionReport report;
    report.mmsi = bits.unsigned_at(8, 30);
    report.nav_status = -1;
    report.sog_knots = bits.unsigned_at(46, 10) / 10.0;
    const auto lon = bits.signed_at(57, 28);
    const auto lat = bits.signed_at(85, 27);
    if (lon == kLonUnavailable || lat == kLatUnavailable) {
        return std::nullopt;
    }
    report.longitude = lon / kCoordScale;
    report.latitude = lat / kCoordScale;
    report.cog_degrees = bits.unsigned_at(112, 12) / 10.0;
    report.heading = static_cast<int>(bits.unsigned_at(124, 9));
    return report;
}

std::optional<StaticVoyageData> decode_static_voyage(const BitReader& bits) {
    StaticVoyageData data;
    data.mmsi = bits.unsigned_at(8, 30);
    data.imo = bits.unsigned_at(40, 30);
    data.call_sign = bits.text_at(70, 7);
    data.vessel_name = bits.text_at(112, 20);
    data.ship_type = static_cast<int>(bits.unsigned_at(232, 8));
    data.draught_m = bits.unsigned_at(294, 8) / 10.0;
    data.destination = bits.text_at(302, 20);
    return data;
}

}  // namespace portops::ais
