class SubscriptionsController < ApplicationController
  # ...

  def cancel
    @subscription.update!(cancel_at_period_end: true, canceled_at: Time.current)
    BillingMailer.with(subscription: @subscription).cancellation.deliver_later
    redirect_to subscriptions_path,
                notice: "Your subscription will end on #{l(@subscription.current_period_end.to_date)}."
  end

  # ... rest of the code ...
end
