#include "paywall/metering.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <unordered_set>

#include "paywall/reader_session.h"
#include "paywall/subscription_store.h"

namespace newsroom::paywall {

namespace {

constexpr int kDefaultMonthlyAllowance = 5;
constexpr int kRegisteredBonus = 3;

bool IsExemptSection(const std::string& section) {
  static const std::unordered_set<std::string> kExempt = {
      "corrections", "public-notices", "weather", "elections-live"};
  return kExempt.count(section) > 0;
}

}  // namespace

MeterPolicy::MeterPolicy(const SubscriptionStore& store, int monthlyAllowance)
    : store_(store),
      monthly_allowance_(monthlyAllowance > 0 ? monthlyAllowance
                                              : kDefaultMonthlyAllowance) {}

int MeterPolicy::AllowanceFor(const ReaderSession& session) const {
  int allowance = monthly_allowance_;
  if (session.is_registered()) {
    allowance += kRegisteredBonus;
  }
  return allowance;
}

bool MeterPolicy::IsOverLimit(const ReaderSession& session) const {
  const int used = session.articles_read_this_month();
  return used >= AllowanceFor(session);
}

AccessDecision MeterPolicy::Evaluate(const ReaderSession& session,
                                     const ArticleMeta& article) const {
  if (IsExemptSection(article.section)) {
    return AccessDecision::kAllow;
  }
  if (store_.HasActiveSubscription(session.reader_id())) {
    return AccessDecision::kAllow;
  }
  if (article.paywall == PaywallType::kHard) {
    return AccessDecision::kBlockWithOffer;
  }
  if (IsOverLimit(session)) {
    return session.is_registered() ? AccessDecision::kBlockWithOffer
                                   : AccessDecision::kRegisterWall;
  }
  return AccessDecision::kAllowAndCount;
}

MeterBanner MeterPolicy::BannerFor(const ReaderSession& session) const {
  MeterBanner banner;
  if (IsOverLimit(session)) {
    banner.visible = false;
    return banner;
  }
  const int left = AllowanceFor(session) - session.articles_read_this_month();
  banner.visible = left <= 2;
  banner.remaining = std::max(left, 0);
  return banner;
}

}  // namespace newsroom::paywall
