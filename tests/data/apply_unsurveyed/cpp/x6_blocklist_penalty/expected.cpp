#include "moderation/comment_scorer.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <regex>
#include <string>
#include <utility>

namespace newsroom::moderation {

CommentScorer::CommentScorer(ScorerConfig config)
    : config_(std::move(config)),
      link_pattern_(R"((https?://|www\.)\S+)", std::regex::icase) {}

double CommentScorer::LinkPenalty(const std::string& body) const {
  auto begin = std::sregex_iterator(body.begin(), body.end(), link_pattern_);
  auto end = std::sregex_iterator();
  const auto links = static_cast<int>(std::distance(begin, end));
  if (links <= config_.free_links) {
    return 0.0;
  }
  return 0.15 * (links - config_.free_links);
}

double CommentScorer::ShoutingPenalty(const std::string& body) const {
  int letters = 0;
  int upper = 0;
  for (unsigned char c : body) {
    if (std::isalpha(c)) {
      ++letters;
      if (std::isupper(c)) ++upper;
    }
  }
  if (letters < 20) {
    return 0.0;
  }
  const double ratio = static_cast<double>(upper) / letters;
  return ratio > 0.7 ? 0.25 : 0.0;
}

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
  ScoreResult result;
  result.comment_id = comment.id;

  if (comment.author.is_staff) {
    result.score = 0.0;
    result.route = QueueRoute::kAutoApprove;
    return result;
  }

  double score = config_.base_score;
  score += LinkPenalty(comment.body);
  score += ShoutingPenalty(comment.body);
  score += BlocklistPenalty(comment.body);
  if (comment.author.prior_rejections > 2) {
    score += 0.2;
  }
  if (comment.author.account_age_days < 7) {
    score += 0.1;
  }

  result.score = std::min(score, 1.0);
  if (result.score >= config_.reject_threshold) {
    result.route = QueueRoute::kAutoReject;
  } else if (result.score >= config_.review_threshold) {
    result.route = QueueRoute::kHumanReview;
  } else {
    result.route = QueueRoute::kAutoApprove;
  }
  return result;
}

}  // namespace newsroom::moderation
