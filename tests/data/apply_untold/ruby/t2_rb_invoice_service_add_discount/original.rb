# frozen_string_literal: true

class InvoiceService
  TAX_RATE = BigDecimal("0.0825")

  attr_reader :invoice

  def initialize(invoice, coupon: nil)
    @invoice = invoice
    @coupon = coupon
  end

  def line_items
    invoice.line_items.reject(&:voided?)
  end

  def subtotal
    line_items.sum { |item| item.unit_price * item.quantity }
  end

  def tax
    return BigDecimal("0") if invoice.customer.tax_exempt?

    (subtotal * TAX_RATE).round(2)
  end

  def total
    (subtotal + tax).round(2)
  end

  def finalize!
    raise ArgumentError, "invoice has no items" if line_items.empty?

    invoice.update!(
      subtotal: subtotal,
      tax: tax,
      total: total,
      finalized_at: Time.current
    )
    InvoiceMailer.with(invoice: invoice).finalized.deliver_later
    invoice
  end

  private

  def currency
    invoice.currency || "USD"
  end
end
