namespace {

std::string normalize_topic(const std::string& topic) {
    // ... existing code ...
}

// (removed legacy_topic_name() - nothing calls it anymore)

bool topic_matches(const std::string& pattern, const std::string& topic) {
    // ... existing code ...
}

}  // namespace

// ... rest of the file unchanged ...
