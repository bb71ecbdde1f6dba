class Subscription < ApplicationRecord
  PLANS = %w[starter growth enterprise].freeze
  GRACE_PERIOD = 3.days

  belongs_to :account
  has_many :invoices, dependent: :destroy

  enum status: { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :plan, inclusion: { in: PLANS }
  validates :current_period_end, presence: true

  scope :renewing_before, ->(time) { active.where(cancel_at_period_end: false).where("current_period_end < ?", time) }
  scope :in_grace, -> { past_due.where("current_period_end > ?", GRACE_PERIOD.ago) }

  def renew!
    transaction do
      invoices.create!(amount_cents: price_cents, due_on: current_period_end.to_date)
      update!(current_period_end: current_period_end + 1.month, status: :active)
    end
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def legacy_charge!(card_token)
    gateway = LegacyGateway.new(ENV.fetch("LEGACY_GATEWAY_KEY"))
    result = gateway.charge(card_token, price_cents)
    raise BillingError, result.message unless result.success?

    invoices.create!(amount_cents: price_cents, paid_at: Time.current, external_id: result.id)
  end

  def change_plan!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)

    update!(plan: new_plan)
  end

  def price_cents
    case plan
    when "starter" then 1_900
    when "growth" then 7_900
    when "enterprise" then 29_900
    end
  end

  private

  def in_grace_period?
    past_due? && current_period_end > GRACE_PERIOD.ago
  end
end
