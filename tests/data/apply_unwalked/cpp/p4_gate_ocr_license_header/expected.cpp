// SPDX-License-Identifier: Apache-2.0
// Copyright 2024 Harbourline Terminal Systems B.V.
//
// Gate OCR matcher: reconciles lane camera reads with truck appointments.
// Owner: gate-systems team (on call: #gate-ops)

#include "gate/ocr_matcher.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gate/appointment_store.h"

namespace terminal::gate {

namespace {

std::string normalizePlate(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    for (char c : raw) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        }
    }
    return out;
}

// Classic Levenshtein distance; plates are short so the O(n*m) table is fine.
int editDistance(std::string_view a, std::string_view b) {
    std::vector<int> prev(b.size() + 1);
    std::vector<int> curr(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) {
        prev[j] = static_cast<int>(j);
    }
    for (size_t i = 1; i <= a.size(); ++i) {
        curr[0] = static_cast<int>(i);
        for (size_t j = 1; j <= b.size(); ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            curr[j] = std::min({prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost});
        }
        std::swap(prev, curr);
    }
    return prev[b.size()];
}

}  // namespace

OcrMatcher::OcrMatcher(const AppointmentStore& store, int maxPlateDistance)
    : store_(store), maxPlateDistance_(maxPlateDistance) {}

std::optional<MatchResult> OcrMatcher::match(const LaneRead& read) const {
    const std::string plate = normalizePlate(read.plateText);
    const auto candidates = store_.openAppointmentsForLane(read.laneId, read.capturedAt);
    std::optional<MatchResult> best;
    for (const auto& appt : candidates) {
        const int distance = editDistance(plate, normalizePlate(appt.truckPlate));
        if (distance > maxPlateDistance_) {
            continue;
        }
        if (!best || distance < best->plateDistance) {
            best = MatchResult{appt.id, distance, appt.containerNo == read.containerText};
        }
    }
    return best;
}

}  // namespace terminal::gate
