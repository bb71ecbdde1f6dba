// ... existing code ...

bool Inventory::removeItem(const std::string& sku) {
    auto it = items_.find(sku);
    if (it == items_.end()) {
        return false;
    }
    items_.erase(it);
    return true;
}

double Inventory::totalValue() const {
// ... existing code ...
