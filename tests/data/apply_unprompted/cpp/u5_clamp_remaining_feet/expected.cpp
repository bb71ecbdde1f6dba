#include "track_capacity.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace yard {

namespace {

// Couplers add a little slack between cars; the yard standard allows 3 ft per car.
constexpr double kCouplerSlackFeet = 3.0;

double carFeet(const Railcar& car) {
    return car.lengthFeet + kCouplerSlackFeet;
}

}  // namespace

// Total length in feet occupied by the cars standing on a track.
double occupiedFeet(const Track& track) {
    return std::accumulate(track.cars.begin(), track.cars.end(), 0.0,
                           [](double sum, const Railcar& car) { return sum + carFeet(car); });
}

// Clear length still available on a track for more cars.
double remainingFeet(const Track& track) {
    const double used = occupiedFeet(track);
    return std::max(0.0, track.clearLengthFeet - used);
}

// Fraction of the track's clear length that is in use, for the yard dashboard.
double utilization(const Track& track) {
    if (track.clearLengthFeet <= 0.0) {
        return 1.0;
    }
    const double used = occupiedFeet(track);
    return std::min(1.0, used / track.clearLengthFeet);
}

// Whether a cut of cars can be shoved onto the track without fouling the clearance point.
bool canAccept(const Track& track, const std::vector<Railcar>& cut) {
    double needed = 0.0;
    for (const auto& car : cut) {
        needed += carFeet(car);
    }
    return needed <= remainingFeet(track);
}

// Picks the classification track with the most room that accepts the whole cut.
const Track* bestTrackFor(const std::vector<Track>& tracks, const std::vector<Railcar>& cut) {
    const Track* best = nullptr;
    for (const auto& track : tracks) {
        if (track.outOfService || !canAccept(track, cut)) {
            continue;
        }
        if (best == nullptr || remainingFeet(track) > remainingFeet(*best)) {
            best = &track;
        }
    }
    return best;
}

}  // namespace yard
