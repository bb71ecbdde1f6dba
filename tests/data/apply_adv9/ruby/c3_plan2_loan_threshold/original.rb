# frozen_string_literal: true

require "bigdecimal"
require "bigdecimal/util"

module Payroll
  module Deductions
    # Student loan and postgraduate loan repayments, calculated per pay period.
    # Thresholds are annual figures; they are pro-rated by the number of
    # periods in the tax year before the repayment rate is applied.
    class LoanRepayments
      PERIODS_PER_YEAR = {
        weekly: 52,
        fortnightly: 26,
        four_weekly: 13,
        monthly: 12
      }.freeze

      def initialize(frequency:)
        @periods = PERIODS_PER_YEAR.fetch(frequency) do
          raise ArgumentError, "unknown pay frequency: #{frequency.inspect}"
        end
      end

      def plan_1(gross)
        threshold = BigDecimal("24990") / @periods
        rate = BigDecimal("0.09")
        return BigDecimal("0") if gross <= threshold

        ((gross - threshold) * rate).floor
      end

      def plan_2(gross)
        threshold = BigDecimal("27295") / @periods
        rate = BigDecimal("0.09")
        return BigDecimal("0") if gross <= threshold

        ((gross - threshold) * rate).floor
      end

      def plan_4(gross)
        threshold = BigDecimal("31395") / @periods
        rate = BigDecimal("0.09")
        return BigDecimal("0") if gross <= threshold

        ((gross - threshold) * rate).floor
      end

      def postgraduate(gross)
        threshold = BigDecimal("21000") / @periods
        rate = BigDecimal("0.06")
        return BigDecimal("0") if gross <= threshold

        ((gross - threshold) * rate).floor
      end

      def total_for(gross, plans)
        plans.sum(BigDecimal("0")) do |plan|
          public_send(plan, gross)
        end
      end
    end
  end
end
