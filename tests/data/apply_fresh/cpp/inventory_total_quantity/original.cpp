#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

namespace shop {

struct Item {
    std::string sku;
    std::string name;
    int quantity = 0;
    double unitPrice = 0.0;
};

class Inventory {
public:
    Inventory() = default;
    explicit Inventory(std::vector<Item> items) {
        for (auto& item : items) {
            add(std::move(item));
        }
    }

    void add(Item item) {
        auto key = item.sku;
        items_[key] = std::move(item);
    }

    bool remove(const std::string& sku) {
        return items_.erase(sku) > 0;
    }

    const Item& get(const std::string& sku) const {
        auto it = items_.find(sku);
        if (it == items_.end()) {
            throw std::out_of_range("unknown sku: " + sku);
        }
        return it->second;
    }

    std::size_t size() const {
        return items_.size();
    }

private:
    std::map<std::string, Item> items_;
};

class PriceList {
public:
    PriceList() = default;

    void set(const std::string& sku, double price) {
        prices_[sku] = price;
    }

    double get(const std::string& sku) const {
        auto it = prices_.find(sku);
        if (it == prices_.end()) {
            throw std::out_of_range("no price for sku: " + sku);
        }
        return it->second;
    }

    std::size_t size() const {
        return prices_.size();
    }

private:
    std::map<std::string, double> prices_;
};

}  // namespace shop
