#include "yard/move_cost.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <string>
#include <vector>

namespace terminal::yard {

namespace {

constexpr double kBayTravelCost = 1.5;
constexpr double kRowTravelCost = 0.8;
constexpr double kRehandlePenalty = 4.0;
constexpr double kBlockChangeCost = 25.0;

}  // namespace

// Cost of a single yard move in equipment-minutes.
double moveCost(const YardSlot& from, const YardSlot& to) {
    double cost = 0.0;
    if (from.block != to.block) {
        cost += kBlockChangeCost;
    }
    cost += std::abs(from.bay - to.bay) * kBayTravelCost;
    cost += std::abs(from.row - to.row) * kRowTravelCost;
    cost += std::max(0, from.tier - 1) * kRehandlePenalty;
    return cost;
}

double planCost(const std::vector<YardMove>& moves) {
    double total = 0.0;
    for (const auto& move : moves) {
        total += moveCost(move.from, move.to);
    }
    return total;
}

const YardMove* cheapestMove(const std::vector<YardMove>& moves) {
    const YardMove* best = nullptr;
    double bestCost = 0.0;
    for (const auto& move : moves) {
        double cost = moveCost(move.from, move.to);
        if (best == nullptr || cost < bestCost) {
            best = &move;
            bestCost = cost;
        }
    }
    return best;
}

std::vector<YardMove> movesForBlock(const std::vector<YardMove>& moves,
                                    const std::string& block) {
    std::vector<YardMove> out;
    std::copy_if(moves.begin(), moves.end(), std::back_inserter(out),
                 [&block](const YardMove& m) { return m.from.block == block; });
    return out;
}

}  // namespace terminal::yard
