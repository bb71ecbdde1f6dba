// ... existing code ...

// Additive rule score in [0, 1]; the thresholds live on RiskEngine.
double scoreTransaction(const Transaction& tx, const std::string& homeCountry,
                        const std::unordered_set<std::string>& travelNoticeCountries) {
    double score = 0.0;
    // ... existing code ...
    if (kHighRiskMcc.count(tx.mcc) > 0) {
        score += kHighRiskMccWeight;
    }
    const bool foreign = tx.merchantCountry != homeCountry;
    if (foreign && travelNoticeCountries.count(tx.merchantCountry) == 0) {
        score += kForeignWeight;
    }
    // ... existing code ...
}

Decision RiskEngine::evaluate(const Transaction& tx) const {
    // ... existing code ...
    const double score = scoreTransaction(tx, homeCountry_, travelNotices_.countriesFor(tx.cardToken));
    // ... existing code ...
}

// ... existing code ...

double RiskEngine::averageScore(const std::vector<Transaction>& batch) const {
    // ... existing code ...
    for (const auto& tx : batch) {
        total += scoreTransaction(tx, homeCountry_, travelNotices_.countriesFor(tx.cardToken));
    }
    // ... existing code ...
}
