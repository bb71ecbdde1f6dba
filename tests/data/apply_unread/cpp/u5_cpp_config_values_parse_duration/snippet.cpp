Result<long> parse_int(std::string_view key, std::string_view raw) {
    // ...
    return out;
}

Result<std::chrono::milliseconds> parse_duration(std::string_view key, std::string_view raw) {
    auto value = trim(raw);
    long factor = 1;
    if (value.ends_with("ms")) {
        value.remove_suffix(2);
    } else if (value.ends_with("s")) {
        value.remove_suffix(1);
        factor = 1000;
    } else if (value.ends_with("m")) {
        value.remove_suffix(1);
        factor = 60 * 1000;
    }
    long amount = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), amount);
    if (ec != std::errc{} || ptr != value.data() + value.size() || amount < 0) {
        return Error{key, "expected a duration like 250ms, 5s or 2m"};
    }
    return std::chrono::milliseconds(amount * factor);
}

Result<bool> parse_bool(std::string_view key, std::string_view raw) {
    // ...
