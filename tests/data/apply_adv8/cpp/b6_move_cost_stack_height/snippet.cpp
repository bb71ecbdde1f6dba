// ... existing code ...

// Cost of a single yard move in equipment-minutes.
// stackHeight is the number of boxes currently in the source row/bay stack;
// everything above from.tier has to be rehandled first.
double moveCost(const YardSlot& from, const YardSlot& to, int stackHeight) {
    double cost = 0.0;
    // ... existing code ...
    cost += std::abs(from.row - to.row) * kRowTravelCost;
    cost += std::max(0, stackHeight - from.tier) * kRehandlePenalty;
    return cost;
}

double planCost(const std::vector<YardMove>& moves) {
    double total = 0.0;
    for (const auto& move : moves) {
        total += moveCost(move.from, move.to, move.sourceStackHeight);
    }
    return total;
}

const YardMove* cheapestMove(const std::vector<YardMove>& moves) {
    // ... existing code ...
    for (const auto& move : moves) {
        double cost = moveCost(move.from, move.to, move.sourceStackHeight);
        // ... existing code ...
    }
    return best;
}

// ... existing code ...
