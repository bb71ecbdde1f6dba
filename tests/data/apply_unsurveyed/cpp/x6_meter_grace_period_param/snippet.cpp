// ... existing code ...
constexpr int kDefaultMonthlyAllowance = 5;
constexpr int kRegisteredBonus = 3;
constexpr std::chrono::hours kRegistrationGracePeriod{24};

// ... existing code ...

bool MeterPolicy::IsOverLimit(const ReaderSession& session,
                              std::chrono::system_clock::time_point now) const {
  if (session.is_registered() &&
      now - session.registered_at() < kRegistrationGracePeriod) {
    return false;
  }
  const int used = session.articles_read_this_month();
  return used >= AllowanceFor(session);
}

AccessDecision MeterPolicy::Evaluate(const ReaderSession& session,
                                     const ArticleMeta& article) const {
  // ... existing code ...
  if (IsOverLimit(session, std::chrono::system_clock::now())) {
    return session.is_registered() ? AccessDecision::kBlockWithOffer
                                   : AccessDecision::kRegisterWall;
  }
  return AccessDecision::kAllowAndCount;
}

MeterBanner MeterPolicy::BannerFor(const ReaderSession& session) const {
  MeterBanner banner;
  if (IsOverLimit(session, std::chrono::system_clock::now())) {
    banner.visible = false;
    return banner;
  }
  // ... existing code ...
}

// ... existing code ...
