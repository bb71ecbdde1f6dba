class SwitchList {
public:
    // ... existing code ...

    std::size_t pendingHazmatCount() const {
        return std::count_if(moves_.begin(), moves_.end(),
                             [](const SwitchMove& m) { return m.hazmat && !m.completed; });
    }

private:
    // ... existing code ...
};
