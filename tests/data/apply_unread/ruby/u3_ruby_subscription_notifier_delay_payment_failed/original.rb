# frozen_string_literal: true

module Billing
  # Sends the lifecycle e-mails of a subscription and records them for analytics.
  class SubscriptionNotifier
    def initialize(tracker: Analytics::Tracker.new, logger: Rails.logger)
      @tracker = tracker
      @logger = logger
    end

    def notify_trial_ending(subscription)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription).trial_ending.deliver_later
      track(subscription, "trial_ending")
    end

    def notify_renewal(subscription)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription).renewal.deliver_later
      track(subscription, "renewal")
    end

    def notify_payment_failed(subscription)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription).payment_failed.deliver_later
      track(subscription, "payment_failed")
    end

    def notify_cancellation(subscription)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription).cancellation.deliver_later
      track(subscription, "cancellation")
    end

    def notify_plan_changed(subscription, previous_plan:)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription, previous_plan: previous_plan).plan_changed.deliver_later
      track(subscription, "plan_changed", previous_plan: previous_plan.code)
    end

    private

    attr_reader :tracker, :logger

    def track(subscription, event, **properties)
      tracker.track(
        user_id: subscription.user_id,
        event: "billing.#{event}",
        properties: properties.merge(plan: subscription.plan.code)
      )
    rescue Analytics::Error => e
      logger.warn("analytics failed for #{event}: #{e.message}")
    end
  end
end
