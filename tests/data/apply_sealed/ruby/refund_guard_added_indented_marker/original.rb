# frozen_string_literal: true

module Orders
  class RefundOrder
    REFUND_WINDOW = 30.days

    Result = Struct.new(:success?, :refund, :error, keyword_init: true)

    def self.call(...)
      new(...).call
    end

    def initialize(order:, requested_by:, reason:, amount: nil)
      @order = order
      @requested_by = requested_by
      @reason = reason
      @amount = amount || order.total
    end

    def call
      return failure(:not_paid) unless order.paid?
      return failure(:already_refunded) if order.refunded?
      return failure(:amount_too_large) if amount > order.refundable_amount
      return failure(:refund_window_closed) if order.delivered_at && order.delivered_at < REFUND_WINDOW.ago

      refund = nil

      ActiveRecord::Base.transaction do
        refund = order.refunds.create!(
          amount: amount,
          reason: reason,
          requested_by: requested_by,
          status: "pending"
        )

        response = gateway.refund(order.payment_reference, amount.cents)
        refund.update!(status: "succeeded", gateway_reference: response.id)

        order.update!(status: amount == order.total ? "refunded" : "partially_refunded")
        restock_items! if amount == order.total
      end

      OrderMailer.with(order: order, refund: refund).refund_issued.deliver_later
      AuditLog.record!(actor: requested_by, action: "order.refunded", subject: order, amount: amount.to_s)

      Result.new(success?: true, refund: refund)
    rescue PaymentGateway::Error => e
      refund&.update!(status: "failed", failure_message: e.message)
      Rails.logger.warn("[RefundOrder] gateway error for order #{order.id}: #{e.message}")
      failure(:gateway_error)
    end

    private

    attr_reader :order, :requested_by, :reason, :amount

    def gateway
      @gateway ||= PaymentGateway.for(order.payment_provider)
    end

    def restock_items!
      order.line_items.includes(:variant).find_each do |item|
        item.variant.increment!(:stock_count, item.quantity)
      end
    end

    def failure(code)
      Result.new(success?: false, error: code)
    end
  end
end
