#include "realtime/headway_monitor.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace metro::realtime {

namespace {

// A vehicle arriving within half the scheduled headway of the one before it is
// "bunched"; one arriving later than 1.8x the headway leaves a service gap.
constexpr double kBunchingRatio = 0.5;
constexpr double kGapRatio = 1.8;

double minutesBetween(std::chrono::system_clock::time_point a,
                      std::chrono::system_clock::time_point b) {
    using namespace std::chrono;
    return duration_cast<seconds>(b - a).count() / 60.0;
}

}  // namespace

HeadwayMonitor::HeadwayMonitor(std::string routeId, double scheduledHeadwayMin)
    : routeId_(std::move(routeId)), scheduledHeadwayMin_(scheduledHeadwayMin) {}

void HeadwayMonitor::recordPassage(const StopPassage& passage) {
    auto& history = passagesByStop_[passage.stopId];
    history.push_back(passage);
    if (history.size() > kMaxHistory) {
        history.erase(history.begin());
    }
}

std::vector<HeadwayIssue> HeadwayMonitor::evaluateStop(const std::string& stopId) const {
    std::vector<HeadwayIssue> issues;
    auto it = passagesByStop_.find(stopId);
    if (it == passagesByStop_.end() || it->second.size() < 2) {
        return issues;
    }
    // Passages can arrive out of order from the AVL feed, so evaluate them by time.
    auto history = it->second;
    std::sort(history.begin(), history.end(), [](const StopPassage& a, const StopPassage& b) {
        return a.passedAt < b.passedAt;
    });
    for (std::size_t i = 1; i < history.size(); ++i) {
        if (history[i].vehicleId == history[i - 1].vehicleId) {
            continue;  // duplicate report from the same vehicle
        }
        const double gap = minutesBetween(history[i - 1].passedAt, history[i].passedAt);
        if (gap < scheduledHeadwayMin_ * kBunchingRatio) {
            issues.push_back({stopId, history[i].vehicleId, HeadwayIssue::Kind::Bunching, gap});
        } else if (gap > scheduledHeadwayMin_ * kGapRatio) {
            issues.push_back({stopId, history[i].vehicleId, HeadwayIssue::Kind::Gap, gap});
        }
    }
    return issues;
}

double HeadwayMonitor::averageHeadway(const std::string& stopId) const {
    auto it = passagesByStop_.find(stopId);
    if (it == passagesByStop_.end() || it->second.size() < 2) {
        return 0.0;
    }
    const auto& history = it->second;
    const double span = minutesBetween(history.front().passedAt, history.back().passedAt);
    return span / static_cast<double>(history.size() - 1);
}

std::vector<HeadwayIssue> HeadwayMonitor::evaluateAll() const {
    std::vector<HeadwayIssue> all;
    for (const auto& [stopId, history] : passagesByStop_) {
        auto issues = evaluateStop(stopId);
        all.insert(all.end(), issues.begin(), issues.end());
    }
    std::sort(all.begin(), all.end(), [](const HeadwayIssue& a, const HeadwayIssue& b) {
        return a.stopId < b.stopId;
    });
    return all;
}

}  // namespace metro::realtime
