class LruCache {
    // ... existing code ...

private:
    struct Entry {
        std::string key;
        std::string value;
        std::chrono::steady_clock::time_point expires_at;

        bool matches(const std::string& other) const {
            return key == other;
        }

        bool expired() const {
            return std::chrono::steady_clock::now() >= expires_at;
        }
    };

    // ... existing code ...
};
