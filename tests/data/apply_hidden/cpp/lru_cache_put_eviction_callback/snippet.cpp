    void put(const Key& key, Value value) {
        std::lock_guard<std::mutex> lock(mu_);
        auto it = index_.find(key);
        if (it != index_.end()) {
            it->second->second = std::move(value);
            order_.splice(order_.begin(), order_, it->second);
            return;
        }
        order_.emplace_front(key, std::move(value));
        index_[key] = order_.begin();
        while (order_.size() > capacity_) {
            auto& last = order_.back();
            if (on_evict_) {
                on_evict_(last.first, last.second);
            }
            index_.erase(last.first);
            order_.pop_back();
        }
    }
