// ... existing code ...

// Calls the first rested conductor on the extra board for a yard job.
std::optional<CrewMember> CrewBoard::callConductor(const YardJob& job, Clock::time_point onDuty) {
    for (auto it = extraBoard_.begin(); it != extraBoard_.end(); ++it) {
        // ... existing code ...
        if (!isRested(*it, onDuty)) {
            continue;
        }
        // Jobs that handle placarded cars need a conductor with current hazmat training.
        if (job.handlesHazmat && !it->hazmatQualified) {
            continue;
        }
        // ... existing code ...
    }
    return std::nullopt;
}

// ... existing code ...
