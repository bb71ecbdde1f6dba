class Subscription < ApplicationRecord
  GRACE_PERIOD = 3.days
  PLANS = %w[basic pro enterprise].freeze

  belongs_to :account
  has_many :invoices, dependent: :destroy

  validates :plan, inclusion: { in: PLANS }
  validates :renews_on, presence: true

  scope :active, -> { where(status: "active") }
  scope :due_for_renewal, ->(date = Date.current) { active.where("renews_on <= ?", date) }

  def active?
    status == "active"
  end

  def past_due?
    status == "past_due"
  end

  def in_grace_period?
    past_due? && renews_on + GRACE_PERIOD >= Date.current
  end

  def monthly_price
    case plan
    when "basic" then 9_00
    when "pro" then 29_00
    when "enterprise" then 99_00
    end
  end

  def renew!
    invoice = invoices.create!(amount_cents: monthly_price, issued_on: Date.current)
    charge = PaymentProcessor.charge(account.payment_method, invoice.amount_cents)
    if charge.success?
      invoice.update!(paid_at: Time.current, charge_id: charge.id)
      update!(status: "active", renews_on: renews_on.next_month)
    else
      update!(status: "past_due")
    end
    invoice
  end

  def cancel!(reason: nil)
    update!(status: "cancelled", cancelled_at: Time.current, cancellation_reason: reason)
    SubscriptionMailer.cancelled(self).deliver_later
  end

  def change_plan!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)

    update!(plan: new_plan)
  end
end
