// ...

void Logger::warn(const std::string& message) {
    if (level_ > Level::Warn) {
        return;
    }
    write(std::cerr, "WARN", message);
}

// ...
