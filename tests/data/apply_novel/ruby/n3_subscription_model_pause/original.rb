# frozen_string_literal: true

class Subscription < ApplicationRecord
  STATUSES = %w[trialing active paused past_due canceled].freeze

  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :nullify

  validates :status, inclusion: { in: STATUSES }
  validates :started_at, presence: true

  scope :billable, -> { where(status: %w[active past_due]) }
  scope :expiring_within, ->(period) { where(ends_at: Time.current..(Time.current + period)) }

  def trialing?
    status == "trialing" && trial_ends_at.present? && trial_ends_at.future?
  end

  def active?
    status == "active" && (ends_at.nil? || ends_at.future?)
  end

  def past_due?
    status == "past_due"
  end

  def cancel!(reason: nil)
    transaction do
      update!(status: "canceled", canceled_at: Time.current, cancel_reason: reason)
      invoices.open.find_each(&:void!)
    end
    SubscriptionMailer.with(subscription: self).canceled.deliver_later
  end

  def renew!
    raise ArgumentError, "cannot renew a canceled subscription" if status == "canceled"

    update!(status: "active", ends_at: (ends_at || Time.current) + plan.interval)
  end

  def monthly_price
    plan.yearly? ? (plan.price / 12.0).round(2) : plan.price
  end

  def to_s
    "#{plan.name} (#{status})"
  end
end
