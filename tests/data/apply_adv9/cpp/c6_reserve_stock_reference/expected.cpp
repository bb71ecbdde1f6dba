// pharmacy/stock_ledger.cpp
#include "stock_ledger.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>

namespace pharmacy {

namespace {

int onHand(const StockLedger& ledger, const std::string& sku) {
    auto it = ledger.levels.find(sku);
    return it == ledger.levels.end() ? 0 : it->second.onHand;
}

int reserved(const StockLedger& ledger, const std::string& sku) {
    auto it = ledger.levels.find(sku);
    return it == ledger.levels.end() ? 0 : it->second.reserved;
}

}  // namespace

bool reserveStock(StockLedger& ledger, const std::string& sku, int qty,
                  const std::string& reference) {
    if (qty <= 0) {
        return false;
    }
    const int available = onHand(ledger, sku) - reserved(ledger, sku);
    if (available < qty) {
        std::cerr << "insufficient stock for " << sku << ": wanted " << qty
                  << ", available " << available << '\n';
        return false;
    }
    ledger.levels[sku].reserved += qty;
    ledger.reservations.push_back({sku, qty, reference});
    return true;
}

void releaseStock(StockLedger& ledger, const std::string& sku, int qty) {
    auto& level = ledger.levels[sku];
    level.reserved = std::max(0, level.reserved - qty);
}

int fillPrescription(StockLedger& ledger, const Prescription& rx) {
    int filled = 0;
    for (const auto& line : rx.lines) {
        if (!reserveStock(ledger, line.sku, line.quantity, rx.id)) {
            continue;
        }
        ++filled;
    }
    return filled;
}

bool fillRepeatOrder(StockLedger& ledger, const RepeatOrder& order) {
    for (const auto& line : order.lines) {
        if (!reserveStock(ledger, line.sku, line.quantity, order.id)) {
            return false;
        }
    }
    ledger.lastRepeatFill[order.patientId] = std::chrono::system_clock::now();
    return true;
}

}  // namespace pharmacy
