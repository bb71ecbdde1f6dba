# frozen_string_literal: true

module Billing
  # Builds the line items for a monthly water/sewer invoice from metered usage.
  class InvoiceCalculator
    WATER_TIERS = [
      { up_to: 10, rate: 2.15 },
      { up_to: 25, rate: 2.90 },
      { up_to: Float::INFINITY, rate: 3.85 }
    ].freeze

    SEWER_RATE = 3.10
    STORMWATER_ERU_RATE = 6.75
    BASE_CHARGES = {
      "5/8" => 14.25,
      "3/4" => 17.80,
      "1" => 26.40,
      "2" => 71.00
    }.freeze

    def initialize(account, usage_m3)
      @account = account
      @usage_m3 = usage_m3
    end

    def line_items
      items = []
      items << base_charge_item
      items.concat(water_tier_items)
      items << sewer_item if @account.sewer_connected?
      items << stormwater_item if @account.impervious_area_m2.positive?
      items
    end

    def total
      line_items.sum { |item| item[:amount] }.round(2)
    end

    private

    def base_charge_item
      amount = BASE_CHARGES.fetch(@account.meter_size)
      { code: "BASE", description: "Base charge (#{@account.meter_size}\" meter)", amount: amount }
    end

    def water_tier_items
      remaining = @usage_m3
      lower = 0
      WATER_TIERS.each_with_index.filter_map do |tier, index|
        next if remaining <= 0

        block = [remaining, tier[:up_to] - lower].min
        remaining -= block
        lower = tier[:up_to]
        {
          code: "WATER_T#{index + 1}",
          description: "Water tier #{index + 1}: #{block.round(2)} m3 @ #{tier[:rate]}",
          amount: (block * tier[:rate]).round(2)
        }
      end
    end

    def sewer_item
      # New accounts have no winter average yet; bill sewer on actual usage.
      winter_average = @account.winter_average_m3 || @usage_m3
      billable = [@usage_m3, winter_average].min
      {
        code: "SEWER",
        description: "Sewer: #{billable.round(2)} m3 @ #{SEWER_RATE} (winter-averaged)",
        amount: (billable * SEWER_RATE).round(2)
      }
    end

    def stormwater_item
      units = (@account.impervious_area_m2 / 250.0).ceil
      {
        code: "STORM",
        description: "Stormwater: #{units} ERU",
        amount: (units * STORMWATER_ERU_RATE).round(2)
      }
    end
  end
end
