// walk_policy.cpp - decides which reservation gets walked when a night is oversold.
#include "inventory/walk_policy.h"

#include <algorithm>
#include <vector>

namespace harbourlight::inventory {

namespace {

int walkScore(const Reservation& r) {
    int score = 0;
    if (r.loyaltyTier >= LoyaltyTier::Gold) {
        score += 100;
    }
    if (r.nights > 1) {
        score += 20 * (r.nights - 1);
    }
    if (r.channel == Channel::Direct) {
        score += 30;
    }
    if (r.hasAccessibilityNeeds) {
        score += 1000;
    }
    return score;
}

}  // namespace

std::vector<ReservationId> chooseWalks(std::vector<Reservation> arrivals, int oversoldBy) {
    std::vector<ReservationId> walked;
    if (oversoldBy <= 0) {
        return walked;
    }
    std::stable_sort(arrivals.begin(), arrivals.end(), [](const Reservation& a, const Reservation& b) {
        return walkScore(a) < walkScore(b);
    });
    for (const auto& r : arrivals) {
        if (static_cast<int>(walked.size()) == oversoldBy) {
            break;
        }
        if (r.checkedIn) {
            continue;
        }
        walked.push_back(r.id);
    }
    return walked;
}

}  // namespace harbourlight::inventory
