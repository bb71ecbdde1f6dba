#pragma once

#include <cstddef>
#include <list>
#include <optional>
#include <unordered_map>
#include <utility>

namespace cache {

// Least-recently-used cache with a fixed number of entries.
template <typename K, typename V>
class LruCache {
public:
    explicit LruCache(std::size_t capacity) : capacity_(capacity) {}

    std::optional<V> Get(const K& key) {
        auto it = index_.find(key);
        if (it == index_.end()) {
            ++misses_;
            return std::nullopt;
        }
        ++hits_;
        entries_.splice(entries_.begin(), entries_, it->second);
        return it->second->second;
    }

    void Put(const K& key, V value) {
        auto it = index_.find(key);
        if (it != index_.end()) {
            it->second->second = std::move(value);
            entries_.splice(entries_.begin(), entries_, it->second);
            return;
        }
        if (entries_.size() >= capacity_) {
            EvictOne();
        }
        entries_.emplace_front(key, std::move(value));
        index_[key] = entries_.begin();
    }

    bool Erase(const K& key) {
        auto it = index_.find(key);
        if (it == index_.end()) {
            return false;
        }
        entries_.erase(it->second);
        index_.erase(it);
        return true;
    }

    void Clear() {
        entries_.clear();
        index_.clear();
    }

    std::size_t Size() const { return entries_.size(); }
    std::size_t Capacity() const { return capacity_; }
    std::size_t Hits() const { return hits_; }
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
    std::list<std::pair<K, V>> entries_;
    std::unordered_map<K, typename std::list<std::pair<K, V>>::iterator> index_;
};

}  // namespace cache
