std::string Logger::formatRecord(const Record& record) const {
    std::ostringstream out;
    out << formatTimestamp(record.when) << ' ';
    out << '[' << levelName(record.level) << ']' << ' ';
    if (!name_.empty()) {
        out << name_ << ": ";
    }
    out << record.message;
    return truncate(out.str(), maxLineLength_);
}

// ... rest of file unchanged ...
