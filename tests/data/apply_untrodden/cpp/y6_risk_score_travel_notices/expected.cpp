#include "risk/risk_engine.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

namespace payments::risk {

namespace {

const std::unordered_set<std::string> kHighRiskMcc = {"4829", "6051", "6211", "7995"};
const std::unordered_set<std::string> kSanctionedCountries = {"CU", "IR", "KP", "SY"};

constexpr double kCardNotPresentWeight = 0.25;
constexpr double kHighRiskMccWeight = 0.30;
constexpr double kForeignWeight = 0.15;
constexpr double kLargeAmountWeight = 0.20;
constexpr long kLargeAmountThresholdMinor = 150000;

}  // namespace

bool isSanctioned(const Transaction& tx) {
    return kSanctionedCountries.count(tx.merchantCountry) > 0;
}

// Additive rule score in [0, 1]; the thresholds live on RiskEngine.
double scoreTransaction(const Transaction& tx, const std::string& homeCountry,
                        const std::unordered_set<std::string>& travelNoticeCountries) {
    double score = 0.0;
    if (!tx.cardPresent) {
        score += kCardNotPresentWeight;
    }
    if (kHighRiskMcc.count(tx.mcc) > 0) {
        score += kHighRiskMccWeight;
    }
    const bool foreign = tx.merchantCountry != homeCountry;
    if (foreign && travelNoticeCountries.count(tx.merchantCountry) == 0) {
        score += kForeignWeight;
    }
    if (tx.amountMinor >= kLargeAmountThresholdMinor) {
        score += kLargeAmountWeight;
    }
    return std::min(score, 1.0);
}

Decision RiskEngine::evaluate(const Transaction& tx) const {
    if (isSanctioned(tx)) {
        return Decision::Decline;
    }
    const double score = scoreTransaction(tx, homeCountry_, travelNotices_.countriesFor(tx.cardToken));
    if (score >= declineThreshold_) {
        return Decision::Decline;
    }
    if (score >= reviewThreshold_) {
        return Decision::Review;
    }
    return Decision::Approve;
}

std::vector<Decision> RiskEngine::evaluateBatch(const std::vector<Transaction>& batch) const {
    std::vector<Decision> decisions;
    decisions.reserve(batch.size());
    for (const auto& tx : batch) {
        decisions.push_back(evaluate(tx));
    }
    return decisions;
}

double RiskEngine::averageScore(const std::vector<Transaction>& batch) const {
    if (batch.empty()) {
        return 0.0;
    }
    double total = 0.0;
    for (const auto& tx : batch) {
        total += scoreTransaction(tx, homeCountry_, travelNotices_.countriesFor(tx.cardToken));
    }
    return total / static_cast<double>(batch.size());
}

}  // namespace payments::risk
