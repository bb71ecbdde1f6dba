// ... includes, namespace and Clock alias as before ...

// Vessels waiting at the outer anchorage for a berth, highest priority first.
class AnchorageQueue {
public:
    // ... constructor, enqueue(), next_for(), size() and waiting_vessels() unchanged ...

    // Removes a vessel that cancelled its call or was diverted; false if it was not queued.
    bool withdraw(const std::string& imo) {
        std::lock_guard<std::mutex> lock(mutex_);
        const auto it = std::find_if(queue_.begin(), queue_.end(),
                                     [&](const VesselCall& call) { return call.imo == imo; });
        if (it == queue_.end()) {
            return false;
        }
        queue_.erase(it);
        return true;
    }

private:
    // ... fits() and has_tide_window() as before ...

    void sort_locked() {
        std::stable_sort(queue_.begin(), queue_.end(), [](const VesselCall& a, const VesselCall& b) {
            if (a.priority != b.priority) {
                return a.priority > b.priority;
            }
            if (a.eta != b.eta) {
                return a.eta < b.eta;
            }
            return a.queued_at < b.queued_at;
        });
    }

    // ... data members unchanged ...
};

}  // namespace portops::berth
