# frozen_string_literal: true

module Checkout
  class CartService
    Line = Struct.new(:sku, :unit_price_cents, :quantity, keyword_init: true)

    attr_reader :lines

    def initialize(catalog:, coupon: nil)
      @catalog = catalog
      @coupon = coupon
      @lines = []
    end

    def add(sku, quantity: 1)
      product = @catalog.fetch(sku)
      existing = @lines.find { |line| line.sku == sku }
      if existing
        existing.quantity += quantity
      else
        @lines << Line.new(sku: sku, unit_price_cents: product.price_cents, quantity: quantity)
      end
      self
    end

    def remove(sku)
      @lines.reject! { |line| line.sku == sku }
      self
    end

    def subtotal
      @lines.sum { |line| line.unit_price_cents * line.quantity }
    end

    def discount
      return 0 unless @coupon

      @coupon.discount_for(subtotal)
    end

    def total
      amount = subtotal - discount
      amount.negative? ? 0 : amount
    end

    def empty?
      @lines.empty?
    end
  end
end
