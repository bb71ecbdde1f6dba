#include "ferry/deck_allocator.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

namespace ferry {

struct Lane {
    int id;
    double lengthM;
    double usedM = 0.0;
    double maxAxleLoadT;
};

class DeckAllocator {
public:
    explicit DeckAllocator(std::vector<Lane> lanes) : lanes_(std::move(lanes)) {}

    bool canFit(const Vehicle& v) const {
        return std::any_of(lanes_.begin(), lanes_.end(), [&](const Lane& l) {
            return l.lengthM - l.usedM >= v.lengthM && l.maxAxleLoadT >= v.axleLoadT;
        });
    }

    int assign(const Vehicle& v) {
        for (auto& lane : lanes_) {
            if (lane.lengthM - lane.usedM >= v.lengthM && lane.maxAxleLoadT >= v.axleLoadT) {
                lane.usedM += v.lengthM + kGapM;
                return lane.id;
            }
        }
        throw std::runtime_error("no lane available for vehicle " + v.registration);
    }

    double freeMetres() const {
        return std::accumulate(lanes_.begin(), lanes_.end(), 0.0,
                               [](double acc, const Lane& l) { return acc + (l.lengthM - l.usedM); });
    }

private:
    static constexpr double kGapM = 0.6;
    std::vector<Lane> lanes_;
};

class MezzanineAllocator {
public:
    explicit MezzanineAllocator(std::vector<Lane> lanes) : lanes_(std::move(lanes)) {}

    bool canFit(const Vehicle& v) const {
        if (v.heightM > kMaxHeightM) return false;
        return std::any_of(lanes_.begin(), lanes_.end(), [&](const Lane& l) {
            return l.lengthM - l.usedM >= v.lengthM;
        });
    }

    int assign(const Vehicle& v) {
        if (v.heightM > kMaxHeightM) {
            throw std::invalid_argument("vehicle too tall for mezzanine: " + v.registration);
        }
        for (auto& lane : lanes_) {
            if (lane.lengthM - lane.usedM >= v.lengthM) {
                lane.usedM += v.lengthM + kGapM;
                return lane.id;
            }
        }
        throw std::runtime_error("no lane available for vehicle " + v.registration);
    }

private:
    static constexpr double kGapM = 0.6;
    std::vector<Lane> lanes_;
};

}  // namespace ferry
