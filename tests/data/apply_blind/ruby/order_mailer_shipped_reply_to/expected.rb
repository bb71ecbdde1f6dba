# frozen_string_literal: true

class OrderMailer < ApplicationMailer
  SUPPORT_ADDRESS = "support@shop.example"

  default from: "Shop <orders@shop.example>"

  def confirmation(order)
    @order = order
    @customer = order.customer
    @items = order.line_items.includes(:product)

    attachments["receipt-#{order.number}.pdf"] = ReceiptPdf.new(order).render

    mail(to: @customer.email, subject: "Order #{order.number} confirmed")
  end

  def shipped(order, shipment)
    @order = order
    @customer = order.customer
    @shipment = shipment
    @tracking_url = shipment.carrier.tracking_url(shipment.tracking_number)
    @estimated_delivery = shipment.estimated_delivery_on

    mail(
      to: @customer.email,
      reply_to: SUPPORT_ADDRESS,
      subject: "Order #{order.number} is on its way"
    )
  end

  def cancelled(order, reason:)
    @order = order
    @customer = order.customer
    @reason = reason

    mail(to: @customer.email, subject: "Order #{order.number} was cancelled")
  end

  def refund_issued(order, refund)
    @order = order
    @customer = order.customer
    @refund = refund

    mail(to: @customer.email, subject: "Refund for order #{order.number}")
  end

  private

  def greeting_name
    @customer.first_name.presence || "there"
  end
  helper_method :greeting_name
end
