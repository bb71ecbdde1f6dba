// paywall_meter.cpp
// Metering decisions for the reader-facing paywall.
// Owned by the Subscriptions team; see docs/paywall/metering.md.

#include "paywall/paywall_meter.h"

#include <algorithm>
#include <iterator>
#include <string>

#include "paywall/reader_state.h"
#include "telemetry/counters.h"

namespace newsroom::paywall {

namespace {

constexpr int kAnonymousMonthlyLimit = 3;
constexpr int kRegisteredMonthlyLimit = 8;
constexpr int kTrialMonthlyLimit = 20;
constexpr int kNagThreshold = 2;

bool isExemptSection(const std::string& section) {
  static const std::string kExempt[] = {"obituaries", "public-safety", "elections"};
  return std::find(std::begin(kExempt), std::end(kExempt), section) != std::end(kExempt);
}

}  // namespace

MeterDecision PaywallMeter::evaluateAnonymous(const ReaderState& state,
                                              const ArticleMeta& article) const {
  if (isExemptSection(article.section)) {
    return MeterDecision::Allow;
  }
  const int remaining = kAnonymousMonthlyLimit - state.articlesThisMonth;
  if (remaining <= 0) {
    counters_.increment("paywall.block.anonymous");
    return MeterDecision::HardWall;
  }
  if (remaining <= kNagThreshold) {
    return MeterDecision::ShowNag;
  }
  return MeterDecision::Allow;
}

MeterDecision PaywallMeter::evaluateRegistered(const ReaderState& state,
                                               const ArticleMeta& article) const {
  if (isExemptSection(article.section)) {
    return MeterDecision::Allow;
  }
  const int remaining = kRegisteredMonthlyLimit - state.articlesThisMonth;
  if (remaining <= 0) {
    counters_.increment("paywall.block.registered");
    return MeterDecision::HardWall;
  }
  if (remaining <= kNagThreshold) {
    return MeterDecision::ShowNag;
  }
  return MeterDecision::Allow;
}

MeterDecision PaywallMeter::evaluateTrial(const ReaderState& state,
                                          const ArticleMeta& article) const {
  if (isExemptSection(article.section)) {
    return MeterDecision::Allow;
  }
  const int remaining = kTrialMonthlyLimit - state.articlesThisMonth;
  if (remaining <= 0) {
    counters_.increment("paywall.block.trial");
    return MeterDecision::HardWall;
  }
  if (remaining <= kNagThreshold) {
    return MeterDecision::ShowNag;
  }
  return MeterDecision::Allow;
}

MeterDecision PaywallMeter::evaluate(const ReaderState& state,
                                     const ArticleMeta& article) const {
  if (state.isSubscriber) {
    return MeterDecision::Allow;
  }
  switch (state.tier) {
    case ReaderTier::Anonymous:
      return evaluateAnonymous(state, article);
    case ReaderTier::Registered:
      return evaluateRegistered(state, article);
    case ReaderTier::Trial:
      return evaluateTrial(state, article);
  }
  return MeterDecision::HardWall;
}

}  // namespace newsroom::paywall
