#include "crew_board.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace yard {

using Clock = std::chrono::system_clock;

CrewBoard::CrewBoard(std::vector<CrewMember> extraBoard) : extraBoard_(std::move(extraBoard)) {}

// Rested means at least ten undisturbed hours since the member last tied up.
bool CrewBoard::isRested(const CrewMember& member, Clock::time_point at) const {
    return at - member.lastTieUp >= std::chrono::hours(10);
}

// Calls the first rested engineer on the extra board for a yard job.
std::optional<CrewMember> CrewBoard::callEngineer(const YardJob& job, Clock::time_point onDuty) {
    for (auto it = extraBoard_.begin(); it != extraBoard_.end(); ++it) {
        if (it->craft != Craft::Engineer) {
            continue;
        }
        if (!isRested(*it, onDuty)) {
            continue;
        }
        CrewMember called = *it;
        extraBoard_.erase(it);
        log_.push_back({job.id, called.id, onDuty});
        return called;
    }
    return std::nullopt;
}

// Calls the first rested conductor on the extra board for a yard job.
std::optional<CrewMember> CrewBoard::callConductor(const YardJob& job, Clock::time_point onDuty) {
    for (auto it = extraBoard_.begin(); it != extraBoard_.end(); ++it) {
        if (it->craft != Craft::Conductor) {
            continue;
        }
        if (!isRested(*it, onDuty)) {
            continue;
        }
        CrewMember called = *it;
        extraBoard_.erase(it);
        log_.push_back({job.id, called.id, onDuty});
        return called;
    }
    return std::nullopt;
}

// Puts a member back at the bottom of the extra board after tying up.
void CrewBoard::markTiedUp(CrewMember member, Clock::time_point at) {
    member.lastTieUp = at;
    extraBoard_.push_back(std::move(member));
}

// Number of members of a craft currently available on the extra board.
std::size_t CrewBoard::available(Craft craft, Clock::time_point at) const {
    return std::count_if(extraBoard_.begin(), extraBoard_.end(), [&](const CrewMember& m) {
        return m.craft == craft && isRested(m, at);
    });
}

}  // namespace yard
