class Review < ApplicationRecord
  # ... existing code ...

  def helpful_ratio
    return 0.0 if helpful_votes_count.zero?

    helpful_votes.where(helpful: true).count.fdiv(helpful_votes_count)
  end
end
