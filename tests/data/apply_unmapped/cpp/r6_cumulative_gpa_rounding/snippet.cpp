double cumulativeGpa(const std::vector<TranscriptEntry>& entries) {
    double points = 0.0;
    int credits = 0;
    for (const auto& entry : entries) {
        if (!countsTowardGpa(entry)) {
            continue;
        }
        points += gradePoints(entry.grade) * entry.credits;
        credits += entry.credits;
    }
    if (credits == 0) {
        return 0.0;
    }
    // Transcripts print GPA to two decimals; round here so every report agrees.
    return std::round(points / credits * 100.0) / 100.0;
}

// ... rest of transcript_stats.cpp unchanged ...
