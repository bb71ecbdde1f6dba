# frozen_string_literal: true

module Shipping
  # Computes shipping charges (in pence) for a cart based on weight and destination.
  class RateCalculator
    FREE_SHIPPING_THRESHOLD = 25_00
    HEAVY_PARCEL_GRAMS = 2_000

    def initialize(cart, destination)
      @cart = cart
      @destination = destination
    end

    def standard_rate
      return 0 if free_shipping?

      base = domestic? ? 2_99 : 6_99
      base += 1_50 if heavy?
      base
    end

    def tracked_rate
      return 0 if free_shipping? && domestic?

      base = domestic? ? 3_99 : 8_99
      base += 1_50 if heavy?
      base
    end

    def express_rate
      base = domestic? ? 5_99 : 14_99
      base += 2_00 if heavy?
      base
    end

    def next_day_rate
      raise ArgumentError, "next day delivery is domestic only" unless domestic?

      base = 8_99
      base += 2_50 if heavy?
      base
    end

    def rates
      {
        standard: standard_rate,
        tracked: tracked_rate,
        express: express_rate,
        next_day: domestic? ? next_day_rate : nil
      }.compact
    end

    private

    def free_shipping?
      @cart.subtotal_pence >= FREE_SHIPPING_THRESHOLD
    end

    def domestic?
      @destination.country_code == "GB"
    end

    def heavy?
      @cart.total_weight_grams > HEAVY_PARCEL_GRAMS
    end
  end
end
