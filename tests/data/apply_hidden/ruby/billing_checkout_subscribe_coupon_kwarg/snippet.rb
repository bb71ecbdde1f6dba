    # ... existing code ...

    def subscribe(user, plan, payment_method_id, coupon: nil)
      return failure("user already subscribed") if user.subscription&.active?
      return failure("coupon is not valid for #{plan.name}") if coupon && !coupon.applies_to?(plan)

      # ... existing code ...

      charge = @gateway.charge(
        customer: customer_id,
        amount_cents: coupon ? coupon.apply(plan.price_cents) : plan.price_cents,
        payment_method: payment_method_id,
        description: "#{plan.name} subscription"
      )
      return failure(charge.error_message) unless charge.succeeded?

      subscription = user.create_subscription!(
        plan: plan,
        status: "active",
        coupon: coupon,
        current_period_end: 1.month.from_now
      )
      coupon&.increment!(:redemptions_count)
      # ... existing code ...
    end

    # ... existing code ...
