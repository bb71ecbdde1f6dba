void Logger::log(LogLevel level, const std::string& message) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (level < minLevel_) {
        return;
    }
    ++written_;
    out_ << format(level, message) << std::endl;
}

// ... existing code ...
