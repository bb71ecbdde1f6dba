# frozen_string_literal: true

# Turns a customer's cart into a paid order.
class CheckoutService
  Result = Struct.new(:success?, :order, :error, keyword_init: true)

  def initialize(cart, customer:, payment_gateway: PaymentGateway.new)
    @cart = cart
    @customer = customer
    @payment_gateway = payment_gateway
  end

  def call
    return failure("Your cart is empty") if @cart.line_items.empty?
    return failure("Please add a shipping address") unless @cart.shipping_address

    unavailable = @cart.line_items.reject { |item| item.book.in_stock?(item.quantity) }
    if unavailable.any?
      titles = unavailable.map { |item| item.book.title }.join(", ")
      return failure("Not enough stock for: #{titles}")
    end

    order = build_order
    charge = @payment_gateway.charge(
      amount_pence: order.total_pence,
      customer_ref: @customer.payment_ref,
      description: "Paperleaf Books order #{order.number}"
    )
    return failure(charge.error_message) unless charge.success?

    order.payment_reference = charge.reference
    order.save!
    @cart.destroy!
    OrderMailer.confirmation(order).deliver_later
    Result.new(success?: true, order: order)
  end

  private

  def build_order
    Order.new(
      customer: @customer,
      shipping_address: @cart.shipping_address,
      shipping_method: @cart.shipping_method,
      shipping_pence: @cart.shipping_pence
    ).tap do |order|
      @cart.line_items.each do |item|
        order.line_items.build(book: item.book, quantity: item.quantity, unit_price_pence: item.unit_price_pence)
      end
    end
  end

  def failure(message)
    Result.new(success?: false, error: message)
  end
end
