    # ... existing code ...

    def notify_payment_failed(subscription)
      return if subscription.user.unsubscribed?

      BillingMailer.with(subscription: subscription).payment_failed.deliver_later(wait: 1.hour)
      track(subscription, "payment_failed")
    end

    # ... existing code ...
