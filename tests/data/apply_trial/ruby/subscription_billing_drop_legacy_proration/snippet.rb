    # ... existing code ...
      subscription.update!(coupon: coupon)
      @logger.info("coupon #{coupon.code} applied to subscription #{subscription.id}")
      coupon
    end

    def cancel(subscription, reason: nil, at_period_end: true)
      if at_period_end
    # ... existing code ...
