# frozen_string_literal: true

module Permits
  # Builds the itemized fee assessment shown on a permit application invoice.
  class FeeAssessment
    attr_reader :application, :line_items

    BASE_FEES = {
      building: 350_00,
      electrical: 120_00,
      plumbing: 120_00,
      demolition: 480_00,
      sign: 75_00
    }.freeze

    PLAN_REVIEW_RATE = 0.65
    TECHNOLOGY_FEE_RATE = 0.04

    def initialize(application)
      @application = application
      @line_items = []
    end

    def assess!
      add_base_fee
      add_plan_review_fee if application.requires_plan_review?
      add_valuation_fee
      add_technology_fee
      line_items
    end

    def total_cents
      line_items.sum { |item| item[:amount_cents] }
    end

    private

    def add_base_fee
      amount = BASE_FEES.fetch(application.permit_type)
      line_items << { code: "BASE", description: "Base permit fee", amount_cents: amount }
    end

    def add_plan_review_fee
      base = BASE_FEES.fetch(application.permit_type)
      amount = (base * PLAN_REVIEW_RATE).round
      line_items << { code: "PLRV", description: "Plan review", amount_cents: amount }
    end

    def add_valuation_fee
      valuation = application.declared_valuation_cents
      return if valuation.zero?

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
