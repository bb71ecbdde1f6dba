// ... existing code ...

class CraneQueue {
public:
    // ... existing code ...

    // Jobs handed out but not yet completed still count as outstanding work.
    std::size_t size() const { return pending_.size() + static_cast<std::size_t>(inFlight_); }
    bool empty() const { return pending_.empty() && inFlight_ == 0; }

private:
    // ... existing code ...
};

// ... existing code ...
