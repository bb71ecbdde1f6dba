# frozen_string_literal: true

module Billing
  class CheckoutService
    Result = Struct.new(:success?, :subscription, :error, keyword_init: true)

    def initialize(gateway: StripeGateway.new, mailer: BillingMailer)
      @gateway = gateway
      @mailer = mailer
    end

    def start_trial(user, plan)
      return failure("user already subscribed") if user.subscription&.active?

      subscription = user.create_subscription!(
        plan: plan,
        status: "trialing",
        trial_ends_at: plan.trial_days.days.from_now
      )
      @mailer.trial_started(user, subscription).deliver_later
      Result.new(success?: true, subscription: subscription)
    end

    def subscribe(user, plan, payment_method_id)
      return failure("user already subscribed") if user.subscription&.active?

      customer_id = user.stripe_customer_id || @gateway.create_customer(email: user.email)
      user.update!(stripe_customer_id: customer_id)

      charge = @gateway.charge(
        customer: customer_id,
        amount_cents: plan.price_cents,
        payment_method: payment_method_id,
        description: "#{plan.name} subscription"
      )
      return failure(charge.error_message) unless charge.succeeded?

      subscription = user.create_subscription!(
        plan: plan,
        status: "active",
        current_period_end: 1.month.from_now
      )
      @mailer.receipt(user, charge).deliver_later
      Result.new(success?: true, subscription: subscription)
    end

    def cancel(user)
      subscription = user.subscription
      return failure("no active subscription") unless subscription&.active?

      subscription.update!(status: "canceled", canceled_at: Time.current)
      @mailer.canceled(user).deliver_later
      Result.new(success?: true, subscription: subscription)
    end

    private

    def failure(message)
      Result.new(success?: false, error: message)
    end
  end
end
