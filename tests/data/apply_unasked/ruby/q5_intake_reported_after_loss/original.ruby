# frozen_string_literal: true

# First notice of loss as recorded by the intake desk.
class ClaimIntake < ApplicationRecord
  LOSS_TYPES = %w[collision comprehensive fire water theft wind liability].freeze

  belongs_to :policy
  belongs_to :intake_agent, class_name: "User", optional: true
  has_many :fraud_flags, dependent: :destroy
  has_many :adjuster_visits, dependent: :destroy

  validates :loss_date, :reported_at, :loss_type, presence: true
  validates :loss_type, inclusion: { in: LOSS_TYPES }
  validates :description, length: { minimum: 20 }
  validate :loss_date_not_in_future
  validate :policy_in_force_on_loss_date

  scope :open, -> { where(closed_at: nil) }
  scope :flagged, -> { joins(:fraud_flags).distinct }

  def days_to_report
    (reported_at.to_date - loss_date).to_i
  end

  def late_report?
    days_to_report > policy.reporting_window_days
  end

  def total_fraud_weight
    fraud_flags.sum(:weight)
  end

  def refer_to_siu?
    total_fraud_weight >= 40 || fraud_flags.exists?(code: "WATCHED_PROVIDER")
  end

  private

  def loss_date_not_in_future
    return if loss_date.blank?

    errors.add(:loss_date, "can't be in the future") if loss_date > Date.current
  end

  def policy_in_force_on_loss_date
    return if policy.blank? || loss_date.blank?

    unless policy.in_force_on?(loss_date)
      errors.add(:policy, "was not in force on the date of loss")
    end
  end
end
