# frozen_string_literal: true

require "bigdecimal"
require "bigdecimal/util"

module Rentals
  # Builds the invoice a production receives when it returns a camera or
  # grip package to the rental house.
  class RentalInvoice
    DEFAULT_TAX_RATE = "0.0875".to_d

    attr_reader :order, :returned_on, :tax_rate

    def initialize(order, returned_on:, tax_rate: DEFAULT_TAX_RATE)
      @order = order
      @returned_on = returned_on
      @tax_rate = tax_rate
    end

    def line_items
      order.lines.map do |line|
        days = billable_days(line)
        {
          asset_tag: line.asset_tag,
          description: line.description,
          days: days,
          amount: (line.daily_rate * days * line.quantity).round(2)
        }
      end
    end

    def preview_total(days_out)
      subtotal = order.lines.sum { |line| line.daily_rate * days_out * line.quantity }
      tax = subtotal * tax_rate
      (subtotal + tax).round(2)
    end

    def total
      subtotal = line_items.sum { |item| item[:amount] }
      subtotal += late_fee
      tax = subtotal * tax_rate
      (subtotal + tax).round(2)
    end

    def late_fee
      overdue = (returned_on - order.due_back).to_i
      return 0.to_d if overdue <= 0

      order.lines.sum { |line| line.daily_rate * line.quantity } * overdue * "1.5".to_d
    end

    def deposit_credit
      order.deposit_paid? ? order.deposit_amount : 0.to_d
    end

    private

    def billable_days(line)
      days = (returned_on - line.checked_out_on).to_i
      days = 1 if days < 1
      # Weekly rentals bill 4 days for every 7 out, the rental-house standard.
      (days / 7) * 4 + [days % 7, 4].min
    end
  end
end
