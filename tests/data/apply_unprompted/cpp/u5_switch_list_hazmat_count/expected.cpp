#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace yard {

// One move on a switch list: pull a cut of cars from one track and shove it to another.
struct SwitchMove {
    std::string fromTrack;
    std::string toTrack;
    std::vector<std::string> carIds;
    bool hazmat = false;
    bool completed = false;
};

// Ordered list of moves handed to a switch crew at the start of a shift.
class SwitchList {
public:
    explicit SwitchList(std::string jobId) : jobId_(std::move(jobId)) {}

    const std::string& jobId() const { return jobId_; }

    void addMove(SwitchMove move) {
        moves_.push_back(std::move(move));
    }

    std::size_t pendingCount() const {
        return std::count_if(moves_.begin(), moves_.end(),
                             [](const SwitchMove& m) { return !m.completed; });
    }

    std::size_t completedCount() const {
        return std::count_if(moves_.begin(), moves_.end(),
                             [](const SwitchMove& m) { return m.completed; });
    }

    std::size_t carCount() const {
        std::size_t total = 0;
        for (const auto& move : moves_) {
            total += move.carIds.size();
        }
        return total;
    }

    bool markCompleted(std::size_t index) {
        if (index >= moves_.size()) {
            return false;
        }
        moves_[index].completed = true;
        return true;
    }

    std::size_t pendingHazmatCount() const {
        return std::count_if(moves_.begin(), moves_.end(),
                             [](const SwitchMove& m) { return m.hazmat && !m.completed; });
    }

private:
    std::string jobId_;
    std::vector<SwitchMove> moves_;
};

// Moves that still touch a given track, used to warn before a track is blue-flagged.
inline std::vector<SwitchMove> movesTouchingTrack(const std::vector<SwitchMove>& moves,
                                                  const std::string& trackId) {
    std::vector<SwitchMove> result;
    for (const auto& move : moves) {
        if (!move.completed && (move.fromTrack == trackId || move.toTrack == trackId)) {
            result.push_back(move);
        }
    }
    return result;
}

}  // namespace yard
