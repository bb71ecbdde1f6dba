class ZoneScheduler {
 public:
  // ... existing code ...

  void tick(Clock::time_point now) {
    if (rainDelayUntil_ && now < *rainDelayUntil_) {
      return;  // hold every zone until the rain delay expires
    }
    for (auto it = pending_.begin(); it != pending_.end();) {
      // ... existing code ...
    }
  }

  std::size_t pendingCount() const { return pending_.size(); }

  void delayForRain(Clock::time_point until) { rainDelayUntil_ = until; }
  void clearRainDelay() { rainDelayUntil_.reset(); }

 private:
  // ... existing code ...
  std::optional<Clock::time_point> rainDelayUntil_;
};
