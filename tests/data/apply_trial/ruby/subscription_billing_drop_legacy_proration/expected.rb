# frozen_string_literal: true

module Billing
  class SubscriptionBilling
    GRACE_PERIOD = 3.days
    MAX_RETRIES = 4

    def initialize(gateway: PaymentGateway.new, mailer: BillingMailer, logger: Rails.logger)
      @gateway = gateway
      @mailer = mailer
      @logger = logger
    end

    def charge_due(now: Time.current)
      Subscription.active.where("next_charge_at <= ?", now).find_each do |subscription|
        charge(subscription)
      end
    end

    def retry_failed(now: Time.current)
      Subscription.past_due.where("retry_count < ?", MAX_RETRIES).find_each do |subscription|
        next if subscription.last_attempt_at > now - 1.day

        charge(subscription)
      end
    end

    def apply_coupon(subscription, code)
      coupon = Coupon.active.find_by!(code: code.to_s.upcase)
      raise ArgumentError, "coupon not applicable" unless coupon.applies_to?(subscription.plan)

      subscription.update!(coupon: coupon)
      @logger.info("coupon #{coupon.code} applied to subscription #{subscription.id}")
      coupon
    end

    def cancel(subscription, reason: nil, at_period_end: true)
      if at_period_end
        subscription.update!(cancel_at: subscription.next_charge_at, cancel_reason: reason)
      else
        subscription.update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
      end
      @mailer.cancellation_notice(subscription).deliver_later
    end

    private

    def charge(subscription)
      amount = subscription.amount_due_cents
      result = @gateway.charge(subscription.customer.payment_token, amount)

      if result.success?
        subscription.update!(status: :active, retry_count: 0,
                             next_charge_at: subscription.next_charge_at + subscription.plan.interval)
        @mailer.receipt(subscription, result.transaction_id).deliver_later
      else
        subscription.update!(status: :past_due, retry_count: subscription.retry_count + 1,
                             last_attempt_at: Time.current)
        @mailer.payment_failed(subscription).deliver_later if subscription.retry_count == 1
        @logger.warn("charge failed for subscription #{subscription.id}: #{result.error}")
      end
    end
  end
end
