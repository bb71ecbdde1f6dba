void Logger::addSink(std::shared_ptr<Sink> sink) {
    std::lock_guard<std::mutex> lock(mutex_);
    sinks_.push_back(std::move(sink));
}

void Logger::log(Level level, std::string_view message) {
    std::lock_guard<std::mutex> lock(mutex_);
    // ...
