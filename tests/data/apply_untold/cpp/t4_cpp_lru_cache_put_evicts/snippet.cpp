// ... includes, constructor, size accessors and get() unchanged ...

void LruCache::put(const std::string& key, Value value) {
  auto it = index_.find(key);
  if (it != index_.end()) {
    it->second->second = std::move(value);
    entries_.splice(entries_.begin(), entries_, it->second);
    return;
  }
  if (entries_.size() >= capacity_) {
    index_.erase(entries_.back().first);
    entries_.pop_back();
    ++stats_.evictions;
  }
  entries_.emplace_front(key, std::move(value));
  index_[key] = entries_.begin();
}

// ... erase(), clear() and stats() as before ...
