#include "events/bus.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace events {

namespace {

std::string normalize_topic(const std::string& topic) {
    std::string out;
    out.reserve(topic.size());
    for (char c : topic) {
        out.push_back(c == '/' ? '.' : static_cast<char>(std::tolower(c)));
    }
    return out;
}

bool topic_matches(const std::string& pattern, const std::string& topic) {
    if (pattern == "*") {
        return true;
    }
    if (!pattern.empty() && pattern.back() == '*') {
        const std::string prefix = pattern.substr(0, pattern.size() - 1);
        return topic.compare(0, prefix.size(), prefix) == 0;
    }
    return pattern == topic;
}

}  // namespace

SubscriptionId EventBus::subscribe(const std::string& pattern, Handler handler) {
    const SubscriptionId id = next_id_++;
    subscriptions_.push_back({id, normalize_topic(pattern), std::move(handler)});
    return id;
}

void EventBus::unsubscribe(SubscriptionId id) {
    subscriptions_.erase(
        std::remove_if(subscriptions_.begin(), subscriptions_.end(),
                       [id](const Subscription& s) { return s.id == id; }),
        subscriptions_.end());
}

std::size_t EventBus::publish(const std::string& topic, const Event& event) {
    const std::string normalized = normalize_topic(topic);
    std::size_t delivered = 0;
    for (const auto& sub : subscriptions_) {
        if (topic_matches(sub.pattern, normalized)) {
            sub.handler(event);
            ++delivered;
        }
    }
    return delivered;
}

void EventBus::clear() {
    subscriptions_.clear();
}

}  // namespace events
