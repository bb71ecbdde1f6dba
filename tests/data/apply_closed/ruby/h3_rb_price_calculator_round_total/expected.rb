# frozen_string_literal: true

module Checkout
  class PriceCalculator
    TAX_RATES = {
      "DE" => BigDecimal("0.19"),
      "FR" => BigDecimal("0.20"),
      "NL" => BigDecimal("0.21"),
      "US" => BigDecimal("0.00")
    }.freeze

    FREE_SHIPPING_FROM = BigDecimal("50.00")
    SHIPPING_FLAT_RATE = BigDecimal("4.95")

    attr_reader :line_items, :country, :coupon

    def initialize(line_items:, country:, coupon: nil)
      @line_items = line_items
      @country = country
      @coupon = coupon
    end

    def subtotal
      line_items.sum(BigDecimal("0")) { |item| item.unit_price * item.quantity }
    end

    def discount
      return BigDecimal("0") if coupon.nil? || !coupon.active?

      if coupon.percentage?
        (subtotal * coupon.value / 100).round(2)
      else
        [coupon.value, subtotal].min
      end
    end

    def shipping
      return BigDecimal("0") if line_items.empty?
      return BigDecimal("0") if subtotal - discount >= FREE_SHIPPING_FROM

      SHIPPING_FLAT_RATE
    end

    def tax
      rate = TAX_RATES.fetch(country, BigDecimal("0"))
      ((subtotal - discount + shipping) * rate).round(2)
    end

    def total
      (subtotal - discount + shipping + tax).round(2, BigDecimal::ROUND_HALF_UP)
    end

    def breakdown
      {
        subtotal: subtotal,
        discount: discount,
        shipping: shipping,
        tax: tax,
        total: total
      }
    end
  end
end
