#include <cstdint>
#include <optional>
#include <span>

#include "fare/byte_reader.h"
#include "fare/card_event.h"

namespace metro::fare {

// Validator frames: [type:1][card_serial:8][timestamp:4][payload...]
// The type byte is stripped by parseFrame; all fields are little-endian.

std::optional<CardEvent> parseTapOn(std::span<const std::uint8_t> body) {
    ByteReader reader(body);
    if (reader.remaining() < 18) {
        return std::nullopt;
    }
    CardEvent event;
    event.kind = CardEvent::Kind::TapOn;
    event.cardSerial = reader.readU64();
    event.timestamp = reader.readU32();
    event.stopId = reader.readU16();
    event.fareCents = reader.readU32();
    return event;
}

std::optional<CardEvent> parseTapOff(std::span<const std::uint8_t> body) {
    ByteReader reader(body);
    if (reader.remaining() < 18) {
        return std::nullopt;
    }
    CardEvent event;
    event.kind = CardEvent::Kind::TapOff;
    event.cardSerial = reader.readU64();
    event.timestamp = reader.readU32();
    event.stopId = reader.readU16();
    event.fareCents = reader.readU32();
    return event;
}

std::optional<CardEvent> parseTopUp(std::span<const std::uint8_t> body) {
    ByteReader reader(body);
    if (reader.remaining() < 18) {
        return std::nullopt;
    }
    CardEvent event;
    event.kind = CardEvent::Kind::TopUp;
    event.cardSerial = reader.readU64();
    event.timestamp = reader.readU32();
    event.stopId = reader.readU16();  // kiosk or ticket office id
    event.fareCents = reader.readU32();
    return event;
}

std::optional<CardEvent> parseInspection(std::span<const std::uint8_t> body) {
    ByteReader reader(body);
    if (reader.remaining() < 15) {
        return std::nullopt;
    }
    CardEvent event;
    event.kind = CardEvent::Kind::Inspection;
    event.cardSerial = reader.readU64();
    event.timestamp = reader.readU32();
    event.stopId = reader.readU16();
    event.valid = reader.readU8() != 0;
    return event;
}

std::optional<CardEvent> parseFrame(std::span<const std::uint8_t> frame) {
    if (frame.empty()) {
        return std::nullopt;
    }
    const auto body = frame.subspan(1);
    switch (frame[0]) {
        case 0x01:
            return parseTapOn(body);
        case 0x02:
            return parseTapOff(body);
        case 0x10:
            return parseTopUp(body);
        case 0x20:
            return parseInspection(body);
        default:
            return std::nullopt;
    }
}

}  // namespace metro::fare
