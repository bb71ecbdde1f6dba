#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace net {

namespace detail {

inline bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace detail

class HeaderMap {
public:
    using Entry = std::pair<std::string, std::string>;

    HeaderMap() = default;

    void add(std::string name, std::string value) {
        entries_.emplace_back(std::move(name), std::move(value));
    }

    void set(std::string_view name, std::string value) {
        auto it = find(name);
        if (it == entries_.end()) {
            entries_.emplace_back(std::string(name), std::move(value));
            return;
        }
        it->second = std::move(value);
        entries_.erase(std::remove_if(std::next(it), entries_.end(),
                                      [name](const Entry& e) { return detail::iequals(e.first, name); }),
                       entries_.end());
    }

    std::optional<std::string_view> get(std::string_view name) const {
        auto it = find(name);
        if (it == entries_.end()) {
            return std::nullopt;
        }
        return std::string_view(it->second);
    }

    std::vector<std::string_view> get_all(std::string_view name) const {
        std::vector<std::string_view> out;
        for (const auto& entry : entries_) {
            if (detail::iequals(entry.first, name)) {
                out.emplace_back(entry.second);
            }
        }
        return out;
    }

    bool contains(std::string_view name) const { return find(name) != entries_.end(); }

    std::size_t remove(std::string_view name) {
        const auto before = entries_.size();
        entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                      [name](const Entry& e) { return detail::iequals(e.first, name); }),
                       entries_.end());
        return before - entries_.size();
    }

    std::size_t size() const noexcept { return entries_.size(); }
    bool empty() const noexcept { return entries_.empty(); }

    auto begin() const noexcept { return entries_.begin(); }
    auto end() const noexcept { return entries_.end(); }

private:
    std::vector<Entry>::iterator find(std::string_view name) {
        return std::find_if(entries_.begin(), entries_.end(),
                            [name](const Entry& e) { return detail::iequals(e.first, name); });
    }

    std::vector<Entry>::const_iterator find(std::string_view name) const {
        return std::find_if(entries_.begin(), entries_.end(),
                            [name](const Entry& e) { return detail::iequals(e.first, name); });
    }

    std::vector<Entry> entries_;
};

}  // namespace net
