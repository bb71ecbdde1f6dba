class Inventory {
public:
    // ... constructors, add/remove/get unchanged ...

    std::size_t size() const {
        return items_.size();
    }

    int totalQuantity() const {
        return std::accumulate(items_.begin(), items_.end(), 0,
                               [](int sum, const auto& entry) { return sum + entry.second.quantity; });
    }

private:
    // ... data members unchanged ...
};
