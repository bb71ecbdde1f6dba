# frozen_string_literal: true

module Shipping
  class QuoteCalculator
    BASE_RATE_PER_KG = 1.85
    MIN_CHARGE = 6.50
    REMOTE_AREA_FEE = 4.00
    FUEL_SURCHARGE_RATE = 0.12
    HAZMAT_FEE = 25.00
    INTERNATIONAL_MULTIPLIER = 2.4

    Quote = Struct.new(:base, :surcharge, :total, :currency, keyword_init: true)

    def initialize(zones: ZoneTable.default, currency: "EUR")
      @zones = zones
      @currency = currency
    end

    def quote(order)
      weight = billable_weight(order)
      zone = @zones.lookup(order.destination.postal_code)
      base = [weight * BASE_RATE_PER_KG * zone.factor, MIN_CHARGE].max

      surcharge = 0
      surcharge += REMOTE_AREA_FEE if zone.remote?
      surcharge += FUEL_SURCHARGE_RATE * base
      surcharge += HAZMAT_FEE if order.contains_hazmat?
      surcharge += order.insured_value * 0.01 if order.insured?

      total = (base + surcharge).round(2)
      Quote.new(base: base.round(2), surcharge: surcharge.round(2), total: total, currency: @currency)
    end

    def quote_international(order)
      weight = billable_weight(order)
      base = [weight * BASE_RATE_PER_KG * INTERNATIONAL_MULTIPLIER, MIN_CHARGE * 2].max

      surcharge = 0
      surcharge += FUEL_SURCHARGE_RATE * base * 1.5
      surcharge += customs_fee(order)

      total = (base + surcharge).round(2)
      Quote.new(base: base.round(2), surcharge: surcharge.round(2), total: total, currency: @currency)
    end

    private

    def billable_weight(order)
      volumetric = order.parcels.sum { |p| p.length_cm * p.width_cm * p.height_cm } / 5000.0
      [order.parcels.sum(&:weight_kg), volumetric].max
    end

    def customs_fee(order)
      order.declared_value > 150 ? 12.0 : 0.0
    end
  end
end
