class HeaderMap {
public:
    // ... existing code ...

    bool contains(std::string_view name) const { return find(name) != entries_.end(); }

    std::size_t remove(std::string_view name) {
        const auto before = entries_.size();
        entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                      [name](const Entry& e) { return detail::iequals(e.first, name); }),
                       entries_.end());
        return before - entries_.size();
    }

    // ... existing code ...
};
