// ... existing code ...

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

// ... existing code ...
