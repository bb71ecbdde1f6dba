#include "rate_limiter.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace gateway {

using Clock = std::chrono::steady_clock;

TokenBucket::TokenBucket(double ratePerSecond, double burst)
    : rate_(ratePerSecond), burst_(burst), tokens_(burst), last_(Clock::now()) {}

void TokenBucket::refill(Clock::time_point now) {
    const std::chrono::duration<double> elapsed = now - last_;
    tokens_ = std::min(burst_, tokens_ + elapsed.count() * rate_);
    last_ = now;
}

bool TokenBucket::tryAcquire(double cost) {
    std::lock_guard<std::mutex> lock(mu_);
    refill(Clock::now());
    if (tokens_ < cost) {
        return false;
    }
    tokens_ -= cost;
    return true;
}

double TokenBucket::available() {
    std::lock_guard<std::mutex> lock(mu_);
    refill(Clock::now());
    return tokens_;
}

RateLimiter::RateLimiter(Limits defaults) : defaults_(defaults) {}

void RateLimiter::setLimits(const std::string& clientId, Limits limits) {
    std::lock_guard<std::mutex> lock(mu_);
    overrides_[clientId] = limits;
    buckets_.erase(clientId);
}

TokenBucket& RateLimiter::bucketFor(const std::string& clientId) {
    auto it = buckets_.find(clientId);
    if (it != buckets_.end()) {
        return *it->second;
    }
    Limits limits = defaults_;
    if (auto o = overrides_.find(clientId); o != overrides_.end()) {
        limits = o->second;
    }
    auto bucket = std::make_unique<TokenBucket>(limits.ratePerSecond, limits.burst);
    auto& ref = *bucket;
    buckets_.emplace(clientId, std::move(bucket));
    return ref;
}

Decision RateLimiter::check(const std::string& clientId, double cost) {
    if (cost <= 0.0) {
        return Decision{true, std::chrono::milliseconds(0)};
    }
    std::lock_guard<std::mutex> lock(mu_);
    TokenBucket& bucket = bucketFor(clientId);
    if (bucket.tryAcquire(cost)) {
        ++allowed_;
        return Decision{true, std::chrono::milliseconds(0)};
    }
    ++rejected_;
    const double missing = cost - bucket.available();
    const double rate = std::max(bucket.rate(), 1e-9);
    const auto waitMs = static_cast<long long>(missing / rate * 1000.0) + 1;
    return Decision{false, std::chrono::milliseconds(waitMs)};
}

Stats RateLimiter::stats() const {
    std::lock_guard<std::mutex> lock(mu_);
    return Stats{allowed_, rejected_, buckets_.size()};
}

}  // namespace gateway
