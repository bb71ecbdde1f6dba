class RentalInventory {
    // ... existing members ...

    std::size_t countAvailable(EquipmentType type) const {
        return static_cast<std::size_t>(
            std::count_if(items_.begin(), items_.end(), [type](const RentalItem& item) {
                return item.type == type && item.status == ItemStatus::Available;
            }));
    }
};
