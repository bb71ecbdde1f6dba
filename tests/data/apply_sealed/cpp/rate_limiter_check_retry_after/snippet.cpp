// ... existing code ...

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

// ... existing code ...
