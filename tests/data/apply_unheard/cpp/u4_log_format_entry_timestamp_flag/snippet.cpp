// ... existing code ...

std::string formatEntry(const LogEntry& entry, bool withTimestamp) {
    std::ostringstream out;
    if (withTimestamp) {
        out << formatTimestamp(entry.time) << ' ';
    }
    // ... rest of formatEntry unchanged ...
}

void writeEntries(std::ostream& os, const std::vector<LogEntry>& entries, bool withTimestamp) {
    for (const auto& entry : entries) {
        os << formatEntry(entry, withTimestamp) << '\n';
    }
}

// ... existing code ...
