// ... keep existing code

    std::size_t Misses() const { return misses_; }
    std::size_t Evictions() const { return evictions_; }

private:
    void EvictOne() {
        auto& last = entries_.back();
        index_.erase(last.first);
        entries_.pop_back();
        ++evictions_;
    }

    std::size_t capacity_;
    std::size_t hits_ = 0;
    std::size_t misses_ = 0;
    std::size_t evictions_ = 0;
    // ... keep existing code
