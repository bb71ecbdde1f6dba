// transcript_stats.cpp - GPA and credit summaries for student transcripts.
#include "transcript_stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace registrar {

namespace {

double gradePoints(const std::string& letter) {
    if (letter == "A") return 4.0;
    if (letter == "A-") return 3.7;
    if (letter == "B+") return 3.3;
    if (letter == "B") return 3.0;
    if (letter == "B-") return 2.7;
    if (letter == "C+") return 2.3;
    if (letter == "C") return 2.0;
    if (letter == "D") return 1.0;
    return 0.0;
}

bool countsTowardGpa(const TranscriptEntry& entry) {
    return entry.grade != "W" && entry.grade != "P" && entry.grade != "I";
}

}  // namespace

int attemptedCredits(const std::vector<TranscriptEntry>& entries) {
    int total = 0;
    for (const auto& entry : entries) {
        if (countsTowardGpa(entry)) {
            total += entry.credits;
        }
    }
    return total;
}

int earnedCredits(const std::vector<TranscriptEntry>& entries) {
    int total = 0;
    for (const auto& entry : entries) {
        if (entry.grade != "F" && entry.grade != "W" && entry.grade != "I") {
            total += entry.credits;
        }
    }
    return total;
}

double termGpa(const std::vector<TranscriptEntry>& entries, const std::string& term) {
    double points = 0.0;
    int credits = 0;
    for (const auto& entry : entries) {
        if (entry.term != term || !countsTowardGpa(entry)) {
            continue;
        }
        points += gradePoints(entry.grade) * entry.credits;
        credits += entry.credits;
    }
    return credits == 0 ? 0.0 : points / credits;
}

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
    return credits == 0 ? 0.0 : points / credits;
}

bool onDeansList(const std::vector<TranscriptEntry>& entries, const std::string& term) {
    int credits = 0;
    for (const auto& entry : entries) {
        if (entry.term == term && countsTowardGpa(entry)) {
            credits += entry.credits;
        }
    }
    return credits >= 12 && termGpa(entries, term) >= 3.5;
}

bool onProbation(const std::vector<TranscriptEntry>& entries) {
    return attemptedCredits(entries) > 0 && cumulativeGpa(entries) < 2.0;
}

}  // namespace registrar
