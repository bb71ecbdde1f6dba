#include <algorithm>
#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "berth/tide_table.hpp"
#include "berth/vessel_call.hpp"

namespace portops::berth {

using Clock = std::chrono::system_clock;

// Vessels waiting at the outer anchorage for a berth, highest priority first.
class AnchorageQueue {
public:
    explicit AnchorageQueue(const TideTable& tides) : tides_(tides) {}

    void enqueue(VesselCall call) {
        std::lock_guard<std::mutex> lock(mutex_);
        call.queued_at = Clock::now();
        queue_.push_back(std::move(call));
        sort_locked();
    }

    std::optional<VesselCall> next_for(const Berth& berth, Clock::time_point now) {
        std::lock_guard<std::mutex> lock(mutex_);
        for (auto it = queue_.begin(); it != queue_.end(); ++it) {
            if (fits(*it, berth) && has_tide_window(*it, now)) {
                VesselCall call = std::move(*it);
                queue_.erase(it);
                return call;
            }
        }
        return std::nullopt;
    }

    std::size_t size() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return queue_.size();
    }

    std::vector<std::string> waiting_vessels() const {
        std::lock_guard<std::mutex> lock(mutex_);
        std::vector<std::string> names;
        names.reserve(queue_.size());
        for (const auto& call : queue_) {
            names.push_back(call.vessel_name);
        }
        return names;
    }

private:
    static bool fits(const VesselCall& call, const Berth& berth) {
        return call.loa_m + 15.0 <= berth.length_m && call.draft_m + 0.5 <= berth.depth_m;
    }

    bool has_tide_window(const VesselCall& call, Clock::time_point now) const {
        if (call.draft_m < tides_.restricted_draft_m()) {
            return true;
        }
        const auto window = tides_.next_high_water(now);
        return window.opens <= now && now <= window.closes;
    }

    void sort_locked() {
        std::stable_sort(queue_.begin(), queue_.end(), [](const VesselCall& a, const VesselCall& b) {
            if (a.priority != b.priority) {
                return a.priority > b.priority;
            }
            return a.queued_at < b.queued_at;
        });
    }

    const TideTable& tides_;
    mutable std::mutex mutex_;
    std::deque<VesselCall> queue_;
};

}  // namespace portops::berth
