#include <cstddef>
#include <functional>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace cache {

template <typename Key, typename Value>
class LruCache {
public:
    using EvictFn = std::function<void(const Key&, const Value&)>;

    explicit LruCache(std::size_t capacity, EvictFn on_evict = nullptr)
        : capacity_(capacity), on_evict_(std::move(on_evict)) {}

    std::optional<Value> get(const Key& key) {
        std::lock_guard<std::mutex> lock(mu_);
        auto it = index_.find(key);
        if (it == index_.end()) {
            ++misses_;
            return std::nullopt;
        }
        order_.splice(order_.begin(), order_, it->second);
        ++hits_;
        return it->second->second;
    }

    void put(const Key& key, Value value) {
        std::lock_guard<std::mutex> lock(mu_);
        auto it = index_.find(key);
        if (it != index_.end()) {
            order_.erase(it->second);
            index_.erase(it);
        }
        order_.emplace_front(key, std::move(value));
        index_[key] = order_.begin();
        if (order_.size() > capacity_) {
            auto& last = order_.back();
            index_.erase(last.first);
            order_.pop_back();
        }
    }

    bool erase(const Key& key) {
        std::lock_guard<std::mutex> lock(mu_);
        auto it = index_.find(key);
        if (it == index_.end()) return false;
        order_.erase(it->second);
        index_.erase(it);
        return true;
    }

    std::size_t size() const {
        std::lock_guard<std::mutex> lock(mu_);
        return order_.size();
    }

    double hit_rate() const {
        std::lock_guard<std::mutex> lock(mu_);
        const auto total = hits_ + misses_;
        return total == 0 ? 0.0 : static_cast<double>(hits_) / static_cast<double>(total);
    }

private:
    using Entry = std::pair<Key, Value>;

    std::size_t capacity_;
    EvictFn on_evict_;
    std::list<Entry> order_;
    std::unordered_map<Key, typename std::list<Entry>::iterator> index_;
    std::size_t hits_ = 0;
    std::size_t misses_ = 0;
    mutable std::mutex mu_;
};

}  // namespace cache
