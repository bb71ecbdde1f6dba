#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace quay {

struct LiftJob {
    std::string containerId;
    std::string bayPosition;   // e.g. "120482"
    bool discharge = true;
    int priority = 0;
};

// Work queue for a single ship-to-shore crane.
class CraneQueue {
public:
    explicit CraneQueue(std::string craneId) : craneId_(std::move(craneId)) {}

    const std::string& craneId() const { return craneId_; }

    void push(LiftJob job) {
        if (job.priority > 0) {
            pending_.push_front(std::move(job));
        } else {
            pending_.push_back(std::move(job));
        }
    }

    std::optional<LiftJob> next() {
        if (pending_.empty()) {
            return std::nullopt;
        }
        LiftJob job = std::move(pending_.front());
        pending_.pop_front();
        ++inFlight_;
        return job;
    }

    void complete() {
        if (inFlight_ > 0) {
            --inFlight_;
        }
    }

    // Jobs handed out but not yet completed still count as outstanding work.
    std::size_t size() const { return pending_.size() + static_cast<std::size_t>(inFlight_); }
    bool empty() const { return pending_.empty() && inFlight_ == 0; }

private:
    std::string craneId_;
    std::deque<LiftJob> pending_;
    int inFlight_ = 0;
};

// Hands lift jobs to cranes working the same vessel.
class CraneDispatcher {
public:
    void addCrane(const std::string& craneId) {
        queues_.emplace(craneId, CraneQueue(craneId));
    }

    bool assign(const std::string& craneId, LiftJob job) {
        auto it = queues_.find(craneId);
        if (it == queues_.end()) {
            return false;
        }
        it->second.push(std::move(job));
        return true;
    }

    std::size_t size() const { return queues_.size(); }
    bool empty() const { return queues_.empty(); }

    std::size_t backlog() const {
        std::size_t total = 0;
        for (const auto& [id, queue] : queues_) {
            total += queue.size();
        }
        return total;
    }

private:
    std::unordered_map<std::string, CraneQueue> queues_;
};

}  // namespace quay
