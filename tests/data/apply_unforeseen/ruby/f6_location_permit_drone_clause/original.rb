# frozen_string_literal: true

# A filming permit issued by a city or park authority for one shooting
# location. The locations team tracks these so the ADs never schedule a
# unit somewhere it is not allowed to be.
class LocationPermit < ApplicationRecord
  STATUSES = %w[requested approved rejected expired].freeze
  WARNING_WINDOW = 5.days

  belongs_to :production
  belongs_to :location
  has_many :shoot_days, dependent: :nullify
  has_many_attached :documents

  scope :approved, -> { where(status: "approved") }
  scope :for_production, ->(production) { where(production: production) }
  scope :active_on, ->(date) { approved.where("valid_from <= ? AND valid_until >= ?", date, date) }

  validates :permit_number, presence: true, uniqueness: { scope: :location_id }
  validates :status, inclusion: { in: STATUSES }
  validates :valid_from, :valid_until, presence: true
  validate :valid_until_after_valid_from

  before_save :normalise_permit_number

  def covers?(date)
    approved? && date.between?(valid_from, valid_until)
  end

  def approved?
    status == "approved"
  end

  def expiring_soon?(today = Date.current)
    approved? && valid_until.between?(today, today + WARNING_WINDOW)
  end

  def days_remaining(today = Date.current)
    return 0 unless approved?

    [(valid_until - today).to_i, 0].max
  end

  def unit_limit_exceeded?(unit_size)
    max_crew.present? && unit_size > max_crew
  end

  private

  def valid_until_after_valid_from
    return if valid_from.blank? || valid_until.blank?
    return if valid_until >= valid_from

    errors.add(:valid_until, "must be on or after the start date")
  end

  def normalise_permit_number
    self.permit_number = permit_number.to_s.strip.upcase
  end
end
