// ... existing code ...

class DeckAllocator {
    // ... existing code ...

private:
    // MCA guidance (2024): 0.8 m clear between vehicles on the main deck
    static constexpr double kGapM = 0.8;
    std::vector<Lane> lanes_;
};

// ... existing code ...
