#include "cache/lru_cache.h"

#include <stdexcept>
#include <utility>

namespace cache {

LruCache::LruCache(std::size_t capacity) : capacity_(capacity) {
  if (capacity_ == 0) {
    throw std::invalid_argument("LruCache capacity must be positive");
  }
  index_.reserve(capacity_);
}

std::size_t LruCache::size() const { return entries_.size(); }

std::size_t LruCache::capacity() const { return capacity_; }

std::optional<Value> LruCache::get(const std::string& key) {
  auto it = index_.find(key);
  if (it == index_.end()) {
    ++stats_.misses;
    return std::nullopt;
  }
  entries_.splice(entries_.begin(), entries_, it->second);
  ++stats_.hits;
  return it->second->second;
}

void LruCache::put(const std::string& key, Value value) {
  auto it = index_.find(key);
  if (it != index_.end()) {
    it->second->second = std::move(value);
    entries_.splice(entries_.begin(), entries_, it->second);
    return;
  }
  entries_.emplace_front(key, std::move(value));
  index_[key] = entries_.begin();
}

bool LruCache::erase(const std::string& key) {
  auto it = index_.find(key);
  if (it == index_.end()) {
    return false;
  }
  entries_.erase(it->second);
  index_.erase(it);
  return true;
}

void LruCache::clear() {
  entries_.clear();
  index_.clear();
}

CacheStats LruCache::stats() const { return stats_; }

}  // namespace cache
