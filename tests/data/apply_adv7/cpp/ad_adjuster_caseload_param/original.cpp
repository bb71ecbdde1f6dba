#include <algorithm>
#include <string>
#include <vector>

#include "claims/adjuster.h"
#include "claims/audit_log.h"
#include "claims/claim.h"

namespace claims {

namespace {

constexpr int kDefaultMaxCaseload = 25;

bool isLicensedFor(const Adjuster& adjuster, const Claim& claim) {
    return std::find(adjuster.licensedStates.begin(), adjuster.licensedStates.end(),
                     claim.lossState) != adjuster.licensedStates.end();
}

}  // namespace

// Picks the least-loaded adjuster licensed in the loss state, or nullptr.
Adjuster* pickAdjuster(const Claim& claim, std::vector<Adjuster>& pool) {
    Adjuster* best = nullptr;
    for (auto& adjuster : pool) {
        if (!isLicensedFor(adjuster, claim)) {
            continue;
        }
        if (adjuster.openClaims >= kDefaultMaxCaseload) {
            continue;
        }
        if (best == nullptr || adjuster.openClaims < best->openClaims) {
            best = &adjuster;
        }
    }
    return best;
}

void routeClaim(Claim& claim, std::vector<Adjuster>& pool, AuditLog& audit) {
    Adjuster* adjuster = pickAdjuster(claim, pool);
    if (adjuster == nullptr) {
        claim.status = ClaimStatus::PendingAssignment;
        audit.record(claim.id, "no eligible adjuster");
        return;
    }
    adjuster->openClaims += 1;
    claim.adjusterId = adjuster->id;
    claim.status = ClaimStatus::Assigned;
    audit.record(claim.id, "assigned to " + adjuster->id);
}

void routeBatch(std::vector<Claim>& claims, std::vector<Adjuster>& pool, AuditLog& audit) {
    std::stable_sort(claims.begin(), claims.end(), [](const Claim& a, const Claim& b) {
        return a.severity > b.severity;
    });
    for (auto& claim : claims) {
        if (claim.status != ClaimStatus::New) {
            continue;
        }
        routeClaim(claim, pool, audit);
    }
}

}  // namespace claims
