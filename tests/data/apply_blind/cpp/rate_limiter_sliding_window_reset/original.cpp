#include <algorithm>
#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>

namespace ratelimit {

using Clock = std::chrono::steady_clock;

class TokenBucket {
    double capacity_;
    double refill_per_sec_;
    double tokens_;
    Clock::time_point last_refill_;
    std::mutex mu_;

public:
    TokenBucket(double capacity, double refill_per_sec)
        : capacity_(capacity),
          refill_per_sec_(refill_per_sec),
          tokens_(capacity),
          last_refill_(Clock::now()) {}

    bool allow(Clock::time_point now) {
        std::lock_guard<std::mutex> lock(mu_);
        refill(now);
        if (tokens_ < 1.0) {
            return false;
        }
        tokens_ -= 1.0;
        return true;
    }

    void reset() {
        std::lock_guard<std::mutex> lock(mu_);
        tokens_ = capacity_;
        last_refill_ = Clock::now();
    }

private:
    void refill(Clock::time_point now) {
        std::chrono::duration<double> elapsed = now - last_refill_;
        tokens_ = std::min(capacity_, tokens_ + elapsed.count() * refill_per_sec_);
        last_refill_ = now;
    }
};

class SlidingWindowLimiter {
    std::chrono::milliseconds window_;
    std::size_t max_requests_;
    std::deque<Clock::time_point> hits_;
    std::mutex mu_;

public:
    SlidingWindowLimiter(std::chrono::milliseconds window, std::size_t max_requests)
        : window_(window), max_requests_(max_requests) {}

    bool allow(Clock::time_point now) {
        std::lock_guard<std::mutex> lock(mu_);
        evict(now);
        if (hits_.size() >= max_requests_) {
            return false;
        }
        hits_.push_back(now);
        return true;
    }

    std::size_t in_window(Clock::time_point now) {
        std::lock_guard<std::mutex> lock(mu_);
        evict(now);
        return hits_.size();
    }

    void evict(Clock::time_point now) {
        while (!hits_.empty() && now - hits_.front() > window_) {
            hits_.pop_front();
        }
    }
};

}  // namespace ratelimit
