// ... existing code ...

void Logger::write(Level level, std::string_view message) {
    // ... level check and line formatting stay the same ...

    std::lock_guard<std::mutex> lock(mutex_);
    out_ << line << '\n';
    ++lines_written_;
    if (level >= Level::Error) {
        // Make sure errors reach the sink even if the process crashes right after.
        out_.flush();
    }
}

// ... existing code ...
