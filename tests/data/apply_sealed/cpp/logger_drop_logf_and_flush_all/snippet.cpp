// ... existing code ...

void Logger::log(Level level, const std::string& component, const std::string& message) {
    std::lock_guard<std::mutex> lock(mu_);
    if (level < level_) {
        return;
    }
    std::ostringstream line;
    line << timestamp() << ' ' << std::setw(5) << levelName(level) << " [" << component << "] " << message;
    const std::string text = line.str();
    for (auto& sink : sinks_) {
        sink->write(level, text);
    }
}

void Logger::clearSinks() {
    std::lock_guard<std::mutex> lock(mu_);
    sinks_.clear();
}

// ... existing code ...
