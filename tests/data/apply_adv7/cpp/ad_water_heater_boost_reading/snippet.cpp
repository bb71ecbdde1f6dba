// ... existing code ...

class WaterHeater : public Device {
public:
    // ... existing code ...

    void onReading(double celsius) {
        current_ = celsius;
        heating_ = current_ < target_ - hysteresis_ ||
                   std::chrono::steady_clock::now() < boostUntil_;
        publish("current", current_);
    }

    // ... existing code ...
};

// ... existing code ...
