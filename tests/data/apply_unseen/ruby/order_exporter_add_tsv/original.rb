require "csv"
require "json"

module Reports
  class OrderExporter
    HEADERS = %w[number placed_at customer email items subtotal tax total status].freeze

    def initialize(orders, currency: "EUR")
      @orders = orders
      @currency = currency
    end

    def rows
      @rows ||= @orders.map do |order|
        [
          order.number,
          order.placed_at.iso8601,
          order.customer_name,
          order.email,
          order.line_items.sum(&:quantity),
          format_money(order.subtotal_cents),
          format_money(order.tax_cents),
          format_money(order.total_cents),
          order.status
        ]
      end
    end

    def to_csv
      CSV.generate(headers: true) do |csv|
        csv << HEADERS
        rows.each { |row| csv << row }
      end
    end

    def to_json(*_args)
      JSON.pretty_generate(
        currency: @currency,
        count: rows.size,
        orders: rows.map { |row| HEADERS.zip(row).to_h }
      )
    end

    def filename(extension)
      "orders-#{Date.current.strftime('%Y%m%d')}.#{extension}"
    end

    private

    def format_money(cents)
      format("%.2f", cents / 100.0)
    end
  end
end
