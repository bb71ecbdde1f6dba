#include "inventory/ledger.h"

#include <chrono>
#include <mutex>
#include <stdexcept>
#include <string>

#include "common/logging.h"

namespace harbourlight::inventory {

namespace {

std::string key(const std::string& roomType, const Date& night) {
    return roomType + "@" + night.iso();
}

}  // namespace

InventoryLedger::InventoryLedger(LegacyInventorySink* legacySink) : legacySink_(legacySink) {}

void InventoryLedger::commit(const LedgerEntry& entry) {
    if (entry.delta == 0) {
        return;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    entries_.push_back(entry);
    // Legacy double-write to the v1 availability table until channel sync moves over.
    if (legacySink_ != nullptr) {
        legacySink_->write(entry.roomType, entry.night, entry.delta);
    }
    totals_[key(entry.roomType, entry.night)] += entry.delta;
    LOG_DEBUG("ledger commit {} {} {:+d}", entry.roomType, entry.night.iso(), entry.delta);
}

void InventoryLedger::revert(const LedgerEntry& entry) {
    std::lock_guard<std::mutex> lock(mutex_);
    LedgerEntry reversal = entry;
    reversal.delta = -entry.delta;
    reversal.recordedAt = std::chrono::system_clock::now();
    entries_.push_back(reversal);
    // Legacy double-write to the v1 availability table until channel sync moves over.
    if (legacySink_ != nullptr) {
        legacySink_->write(reversal.roomType, reversal.night, reversal.delta);
    }
    totals_[key(reversal.roomType, reversal.night)] += reversal.delta;
    LOG_DEBUG("ledger revert {} {} {:+d}", reversal.roomType, reversal.night.iso(), reversal.delta);
}

int InventoryLedger::netChange(const std::string& roomType, const Date& night) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = totals_.find(key(roomType, night));
    return it == totals_.end() ? 0 : it->second;
}

int InventoryLedger::sellable(const std::string& roomType, const Date& night, int physicalRooms) const {
    const int net = netChange(roomType, night);
    if (net > physicalRooms) {
        throw std::logic_error("ledger shows more rooms sold than exist for " + key(roomType, night));
    }
    return physicalRooms - net;
}

}  // namespace harbourlight::inventory
