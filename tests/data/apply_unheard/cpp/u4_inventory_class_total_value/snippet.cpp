class Inventory {
    // ... existing members ...

    double totalValue() const {
        double total = 0.0;
        for (const auto& [sku, item] : items_) {
            total += item.quantity * item.unitPrice;
        }
        return total;
    }
};
