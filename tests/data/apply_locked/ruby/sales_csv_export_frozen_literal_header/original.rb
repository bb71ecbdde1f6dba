require "csv"

module Reports
  class SalesCsvExport
    HEADERS = ["Order", "Date", "Customer", "Items", "Subtotal", "Tax", "Total"].freeze

    def initialize(orders, currency: "EUR", time_zone: "Europe/Berlin")
      @orders = orders
      @currency = currency
      @time_zone = ActiveSupport::TimeZone[time_zone]
    end

    def to_csv
      CSV.generate(headers: true) do |csv|
        csv << HEADERS
        @orders.find_each { |order| csv << row_for(order) }
        csv << totals_row
      end
    end

    def filename
      "sales-#{Date.current.iso8601}.csv"
    end

    private

    def row_for(order)
      [
        order.number,
        order.placed_at.in_time_zone(@time_zone).strftime("%Y-%m-%d %H:%M"),
        order.customer_name,
        order.line_items.sum(&:quantity),
        money(order.subtotal),
        money(order.tax),
        money(order.total)
      ]
    end

    def totals_row
      [
        "TOTAL",
        nil,
        nil,
        @orders.joins(:line_items).sum("line_items.quantity"),
        money(@orders.sum(:subtotal)),
        money(@orders.sum(:tax)),
        money(@orders.sum(:total))
      ]
    end

    def money(amount)
      format("%.2f %s", amount.to_d, @currency)
    end
  end
end
