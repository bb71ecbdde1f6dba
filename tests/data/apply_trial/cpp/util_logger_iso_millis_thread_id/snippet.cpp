// ... existing code ...

std::string Logger::format_line(LogLevel level, std::string_view message) const {
    const auto now = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
    const auto millis =
        std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm local{};
    localtime_r(&seconds, &local);

    std::ostringstream line;
    line << std::put_time(&local, "%Y-%m-%dT%H:%M:%S") << '.' << std::setw(3) << std::setfill('0') << millis
         << ' ' << std::left << std::setw(5) << std::setfill(' ') << level_name(level) << " ["
         << std::this_thread::get_id() << "] " << message;
    return line.str();
}

// ... existing code ...
