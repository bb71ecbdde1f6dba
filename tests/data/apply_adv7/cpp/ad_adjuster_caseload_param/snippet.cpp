// ... existing code ...
constexpr int kDefaultMaxCaseload = 25;
constexpr int kCatastropheMaxCaseload = 40;

// ... existing code ...

// Picks the least-loaded adjuster licensed in the loss state whose caseload is
// under maxCaseload, or nullptr.
Adjuster* pickAdjuster(const Claim& claim, std::vector<Adjuster>& pool, int maxCaseload) {
    Adjuster* best = nullptr;
    for (auto& adjuster : pool) {
        if (!isLicensedFor(adjuster, claim)) {
            continue;
        }
        if (adjuster.openClaims >= maxCaseload) {
            continue;
        }
        // ... existing code ...
    }
    return best;
}

void routeClaim(Claim& claim, std::vector<Adjuster>& pool, AuditLog& audit, int maxCaseload) {
    Adjuster* adjuster = pickAdjuster(claim, pool, maxCaseload);
    // ... existing code ...
}

void routeBatch(std::vector<Claim>& claims, std::vector<Adjuster>& pool, AuditLog& audit) {
    // ... existing code ...
    for (auto& claim : claims) {
        if (claim.status != ClaimStatus::New) {
            continue;
        }
        const int cap = claim.catastrophe ? kCatastropheMaxCaseload : kDefaultMaxCaseload;
        routeClaim(claim, pool, audit, cap);
    }
}

// ... existing code ...
