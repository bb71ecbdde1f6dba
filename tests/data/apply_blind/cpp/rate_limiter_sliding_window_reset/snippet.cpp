class SlidingWindowLimiter {
    // ... existing members ...

    void reset() {
        std::lock_guard<std::mutex> lock(mu_);
        hits_.clear();
    }
};
