#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace shop {

struct Item {
    std::string sku;
    std::string name;
    int quantity = 0;
    double unitPrice = 0.0;
};

class Inventory {
private:
    std::unordered_map<std::string, Item> items_;
    std::size_t capacity_;

public:
    explicit Inventory(std::size_t capacity) : capacity_(capacity) {}

    bool add(const Item& item) {
        auto it = items_.find(item.sku);
        if (it != items_.end()) {
            it->second.quantity += item.quantity;
            return true;
        }
        if (items_.size() >= capacity_) {
            return false;
        }
        items_.emplace(item.sku, item);
        return true;
    }

    bool remove(const std::string& sku, int quantity) {
        auto it = items_.find(sku);
        if (it == items_.end() || it->second.quantity < quantity) {
            return false;
        }
        it->second.quantity -= quantity;
        if (it->second.quantity == 0) {
            items_.erase(it);
        }
        return true;
    }

    std::optional<Item> find(const std::string& sku) const {
        auto it = items_.find(sku);
        if (it == items_.end()) {
            return std::nullopt;
        }
        return it->second;
    }

    std::size_t size() const {
        return items_.size();
    }
};

class Warehouse {
private:
    std::vector<Inventory> shelves_;

public:
    explicit Warehouse(std::size_t shelves, std::size_t perShelf) {
        shelves_.reserve(shelves);
        for (std::size_t i = 0; i < shelves; ++i) {
            shelves_.emplace_back(perShelf);
        }
    }

    bool store(const Item& item) {
        for (auto& shelf : shelves_) {
            if (shelf.add(item)) {
                return true;
            }
        }
        return false;
    }

    std::size_t size() const {
        std::size_t total = 0;
        for (const auto& shelf : shelves_) {
            total += shelf.size();
        }
        return total;
    }
};

}  // namespace shop
