# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[basic pro team].freeze
  GRACE_PERIOD = 3.days

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :nullify

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :current_period_start, :current_period_end, presence: true
  validate :period_is_ordered

  scope :expiring_within, ->(window) { active.where(current_period_end: ..window.from_now) }
  scope :renewable, -> { where(status: %i[active past_due], cancel_at_period_end: false) }

  def expired?(now: Time.current)
    current_period_end + GRACE_PERIOD < now
  end

  def days_left(now: Time.current)
    [((current_period_end - now) / 1.day).ceil, 0].max
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def reactivate!
    raise ArgumentError, "subscription has expired" if expired?

    update!(cancel_at_period_end: false, status: :active, canceled_at: nil)
  end

  def renew!(now: Time.current)
    transaction do
      start = [current_period_end, now].max
      update!(
        status: :active,
        current_period_start: start,
        current_period_end: start + billing_interval
      )
      invoices.create!(amount_cents: plan.price_cents, issued_at: now)
    end
  end

  private

  def period_is_ordered
    return if current_period_start.blank? || current_period_end.blank?
    return if current_period_start < current_period_end

    errors.add(:current_period_end, "must be after the period start")
  end

  def billing_interval
    plan.yearly? ? 1.year : 1.month
  end
end
