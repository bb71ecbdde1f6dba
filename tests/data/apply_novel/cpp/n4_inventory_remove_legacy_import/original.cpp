#include "inventory.h"

#include <fstream>
#include <numeric>
#include <sstream>
#include <stdexcept>

namespace shop {

Inventory::Inventory(std::string warehouse) : warehouse_(std::move(warehouse)) {}

void Inventory::addItem(const Item& item) {
    if (item.sku.empty()) {
        throw std::invalid_argument("Item must have a SKU");
    }
    auto [it, inserted] = items_.emplace(item.sku, item);
    if (!inserted) {
        it->second.quantity += item.quantity;
    }
}

bool Inventory::removeItem(const std::string& sku) {
    auto it = items_.find(sku);
    if (it == items_.end()) {
        return false;
    }
    items_.erase(it);
    return true;
}

std::size_t Inventory::importLegacyCsv(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        throw std::runtime_error("Cannot open " + path);
    }
    std::size_t count = 0;
    std::string line;
    while (std::getline(file, line)) {
        std::istringstream fields(line);
        Item item;
        std::string quantity;
        std::string price;
        std::getline(fields, item.sku, ';');
        std::getline(fields, item.name, ';');
        std::getline(fields, quantity, ';');
        std::getline(fields, price, ';');
        item.quantity = std::stoi(quantity);
        item.unitPrice = std::stod(price);
        addItem(item);
        ++count;
    }
    return count;
}

double Inventory::totalValue() const {
    return std::accumulate(items_.begin(), items_.end(), 0.0, [](double sum, const auto& entry) {
        return sum + entry.second.quantity * entry.second.unitPrice;
    });
}

std::vector<Item> Inventory::lowStock(int threshold) const {
    std::vector<Item> result;
    for (const auto& [sku, item] : items_) {
        if (item.quantity <= threshold) {
            result.push_back(item);
        }
    }
    return result;
}

}  // namespace shop
