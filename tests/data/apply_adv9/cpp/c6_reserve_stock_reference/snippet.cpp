// ... existing code ...

bool reserveStock(StockLedger& ledger, const std::string& sku, int qty,
                  const std::string& reference) {
    // ... existing code ...
    ledger.levels[sku].reserved += qty;
    ledger.reservations.push_back({sku, qty, reference});
    return true;
}

// ... existing code ...

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
    // ... existing code ...
}

// ... existing code ...
