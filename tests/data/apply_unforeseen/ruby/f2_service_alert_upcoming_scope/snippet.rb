# ... keep existing code

class ServiceAlert < ApplicationRecord
  # ... keep existing code

  scope :current, ->(at = Time.current) { where("starts_at <= ?", at).where("ends_at IS NULL OR ends_at > ?", at) }
  scope :upcoming, ->(within = 2.days) { published.where(starts_at: Time.current..within.from_now) }
  # ... keep existing code

  def to_rider_payload
    {
      # ... keep existing code
      starts_at: starts_at.iso8601,
      ends_at: ends_at&.iso8601,
      last_updated_at: updated_at.iso8601
    }
  end

  # ... keep existing code
end
