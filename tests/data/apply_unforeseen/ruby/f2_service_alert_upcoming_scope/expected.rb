# frozen_string_literal: true

class ServiceAlert < ApplicationRecord
  SEVERITIES = %w[info minor major severe].freeze
  CAUSES = %w[planned_works accident weather strike technical_problem other].freeze

  belongs_to :author, class_name: "Staff"
  has_many :alert_routes, dependent: :destroy
  has_many :routes, through: :alert_routes
  has_many :alert_stops, dependent: :destroy
  has_many :stops, through: :alert_stops

  validates :title, presence: true, length: { maximum: 120 }
  validates :severity, inclusion: { in: SEVERITIES }
  validates :cause, inclusion: { in: CAUSES }
  validates :starts_at, presence: true
  validate :ends_after_start

  scope :published, -> { where.not(published_at: nil) }
  scope :current, ->(at = Time.current) { where("starts_at <= ?", at).where("ends_at IS NULL OR ends_at > ?", at) }
  scope :upcoming, ->(within = 2.days) { published.where(starts_at: Time.current..within.from_now) }
  scope :for_route, ->(route) { joins(:alert_routes).where(alert_routes: { route_id: route.id }) }
  scope :for_stop, ->(stop) { joins(:alert_stops).where(alert_stops: { stop_id: stop.id }) }

  before_save :normalize_title

  def publish!
    update!(published_at: Time.current)
    AlertBroadcastJob.perform_later(id)
  end

  def severe?
    severity == "severe"
  end

  def affects_route?(route)
    routes.exists?(route.id)
  end

  def to_rider_payload
    {
      id: id,
      title: title,
      body: body,
      severity: severity,
      cause: cause,
      route_short_names: routes.map(&:short_name),
      stop_codes: stops.map(&:code),
      starts_at: starts_at.iso8601,
      ends_at: ends_at&.iso8601,
      last_updated_at: updated_at.iso8601
    }
  end

  private

  def ends_after_start
    return if ends_at.blank? || starts_at.blank?

    errors.add(:ends_at, "must be after the start time") if ends_at <= starts_at
  end

  def normalize_title
    self.title = title.squish
  end
end
