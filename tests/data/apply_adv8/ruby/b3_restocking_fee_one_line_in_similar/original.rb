# frozen_string_literal: true

require "bigdecimal"

module Returns
  # Computes restocking fees for returned items by product category.
  # Rates are reviewed quarterly by the returns operations team.
  class RestockingFeePolicy
    ELECTRONICS_RATE = BigDecimal("0.15")
    APPAREL_RATE = BigDecimal("0.05")
    FURNITURE_RATE = BigDecimal("0.20")
    MINIMUM_FEE = BigDecimal("2.50")
    GRACE_PERIOD_DAYS = 14

    def initialize(rma, clock: Time)
      @rma = rma
      @clock = clock
    end

    def fee_for(line_item)
      case line_item.category
      when :electronics then electronics_fee(line_item)
      when :apparel then apparel_fee(line_item)
      when :furniture then furniture_fee(line_item)
      else BigDecimal("0")
      end
    end

    def total_fee
      @rma.line_items.sum(BigDecimal("0")) { |line_item| fee_for(line_item) }
    end

    private

    def electronics_fee(line_item)
      return BigDecimal("0") if defective?(line_item)
      return BigDecimal("0") if within_grace_period?

      fee = (line_item.unit_price * line_item.quantity * ELECTRONICS_RATE).round(2)
      [fee, MINIMUM_FEE].max
    end

    def apparel_fee(line_item)
      return BigDecimal("0") if defective?(line_item)
      return BigDecimal("0") if within_grace_period?

      fee = (line_item.unit_price * line_item.quantity * APPAREL_RATE).round(2)
      [fee, MINIMUM_FEE].max
    end

    def furniture_fee(line_item)
      return BigDecimal("0") if defective?(line_item)
      return BigDecimal("0") if within_grace_period?

      fee = (line_item.unit_price * line_item.quantity * FURNITURE_RATE).round(2)
      [fee, MINIMUM_FEE].max
    end

    def defective?(line_item)
      %i[defective damaged_in_transit wrong_item_shipped].include?(line_item.return_reason)
    end

    def within_grace_period?
      return false if @rma.delivered_at.nil?

      (@clock.now - @rma.delivered_at) <= GRACE_PERIOD_DAYS * 24 * 60 * 60
    end
  end
end
