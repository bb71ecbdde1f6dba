// ... keep existing code

double CommentScorer::BlocklistPenalty(const std::string& body) const {
  std::string lowered;
  lowered.reserve(body.size());
  for (unsigned char c : body) {
    lowered.push_back(static_cast<char>(std::tolower(c)));
  }
  for (const auto& term : config_.blocked_terms) {
    if (lowered.find(term) != std::string::npos) {
      return 0.5;
    }
  }
  return 0.0;
}

ScoreResult CommentScorer::Score(const Comment& comment) const {
  // ... keep existing code
  score += ShoutingPenalty(comment.body);
  score += BlocklistPenalty(comment.body);
  // ... keep existing code
}

// ... keep existing code
