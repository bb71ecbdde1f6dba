class Subscription < ApplicationRecord
  # ... existing code ...

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

  # ... existing code ...
end
