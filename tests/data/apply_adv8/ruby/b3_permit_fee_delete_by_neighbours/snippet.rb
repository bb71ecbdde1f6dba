    # ... existing code ...

    def assess!
      add_base_fee
      add_plan_review_fee if application.requires_plan_review?
      add_valuation_fee
      add_technology_fee
      line_items
    end

    # ... existing code ...

      tiers = [[100_000_00, 0.010], [500_000_00, 0.0075], [Float::INFINITY, 0.005]]
      rate = tiers.find { |limit, _| valuation <= limit }.last
      line_items << { code: "VALU", description: "Valuation fee", amount_cents: (valuation * rate).round }
    end

    def add_technology_fee
      amount = (total_cents * TECHNOLOGY_FEE_RATE).round
      line_items << { code: "TECH", description: "Technology fee", amount_cents: amount }
    end
  end
end
