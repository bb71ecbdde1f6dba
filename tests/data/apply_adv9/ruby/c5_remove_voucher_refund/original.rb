# frozen_string_literal: true

module BoxOffice
  class RefundProcessor
    class IneligibleError < StandardError; end

    REFUND_WINDOW = 48.hours

    def initialize(order, gateway: Payments::StripeGateway.new, notifier: RefundNotifier.new)
      @order = order
      @gateway = gateway
      @notifier = notifier
    end

    def call(reason:)
      raise IneligibleError, "order already refunded" if @order.refunded?
      raise IneligibleError, "too close to curtain up" unless eligible?

      amount = refundable_amount
      refund = @gateway.refund(@order.payment_intent_id, amount_pence: amount)

      Order.transaction do
        @order.update!(status: :refunded, refunded_at: Time.current, refund_reason: reason)
        release_seats
      end

      @notifier.refund_issued(@order, amount)
      refund
    end

    def eligible?
      return true if @order.performance.cancelled?

      @order.performance.starts_at - Time.current >= REFUND_WINDOW
    end

    def legacy_voucher_refund(reason:)
      voucher = Voucher.create!(
        customer: @order.customer,
        value_pence: refundable_amount,
        expires_on: 12.months.from_now.to_date
      )
      @order.update!(status: :refunded, refunded_at: Time.current, refund_reason: reason)
      release_seats
      voucher
    end

    private

    def refundable_amount
      total = @order.ticket_total_pence
      total += @order.booking_fee_pence if @order.performance.cancelled?
      total
    end

    def release_seats
      @order.seat_reservations.find_each do |reservation|
        reservation.update!(status: :available, order: nil)
      end
    end
  end
end
