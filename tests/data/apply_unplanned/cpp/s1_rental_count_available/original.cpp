#include <algorithm>
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace alpineridge::rentals {

enum class EquipmentType { Skis, Snowboard, Boots, Helmet, Poles };

enum class ItemStatus { Available, RentedOut, InService, Retired };

using Clock = std::chrono::system_clock;

struct RentalItem {
    std::string tag;
    EquipmentType type;
    int sizeCm;
    ItemStatus status = ItemStatus::Available;
    Clock::time_point dueBack{};
};

class RentalInventory {
private:
    std::string shopName_;
    std::vector<RentalItem> items_;

    RentalItem* findByTag(const std::string& tag) {
        auto it = std::find_if(items_.begin(), items_.end(),
                               [&tag](const RentalItem& item) { return item.tag == tag; });
        return it == items_.end() ? nullptr : &*it;
    }

public:
    explicit RentalInventory(std::string shopName) : shopName_(std::move(shopName)) {}

    const std::string& shopName() const { return shopName_; }

    void addItem(RentalItem item) {
        if (findByTag(item.tag) != nullptr) {
            throw std::invalid_argument("duplicate tag: " + item.tag);
        }
        items_.push_back(std::move(item));
    }

    bool checkOut(const std::string& tag, Clock::time_point dueBack) {
        RentalItem* item = findByTag(tag);
        if (item == nullptr || item->status != ItemStatus::Available) {
            return false;
        }
        item->status = ItemStatus::RentedOut;
        item->dueBack = dueBack;
        return true;
    }

    bool checkIn(const std::string& tag) {
        RentalItem* item = findByTag(tag);
        if (item == nullptr || item->status != ItemStatus::RentedOut) {
            return false;
        }
        item->status = ItemStatus::Available;
        item->dueBack = {};
        return true;
    }

    bool sendToService(const std::string& tag) {
        RentalItem* item = findByTag(tag);
        if (item == nullptr || item->status == ItemStatus::RentedOut) {
            return false;
        }
        item->status = ItemStatus::InService;
        return true;
    }

    std::vector<RentalItem> overdue(Clock::time_point now) const {
        std::vector<RentalItem> result;
        for (const auto& item : items_) {
            if (item.status == ItemStatus::RentedOut && item.dueBack < now) {
                result.push_back(item);
            }
        }
        return result;
    }
};

class RentalReport {
public:
    explicit RentalReport(const RentalInventory& inventory) : inventory_(inventory) {}

    std::string title() const { return "Rentals at " + inventory_.shopName(); }

private:
    const RentalInventory& inventory_;
};

}  // namespace alpineridge::rentals
