# frozen_string_literal: true

require "csv"
require "fileutils"

module Reports
  class CsvExporter
    ORDER_HEADERS = %w[id number customer total_cents currency placed_at].freeze
    CUSTOMER_HEADERS = %w[id email name orders_count lifetime_value_cents].freeze
    REFUND_HEADERS = %w[id order_number amount_cents reason refunded_at].freeze

    def initialize(output_dir:, clock: Time)
      @output_dir = output_dir
      @clock = clock
      FileUtils.mkdir_p(@output_dir)
    end

    def export_orders(orders)
      path = build_path("orders")
      CSV.open(path, "w", write_headers: true, headers: ORDER_HEADERS) do |csv|
        orders.each do |order|
          csv << [
            order.id,
            order.number,
            order.customer&.email,
            order.total_cents,
            order.currency,
            order.placed_at&.iso8601
          ]
        end
      end
      path
    end

    def export_customers(customers)
      path = build_path("customers")
      CSV.open(path, "w", write_headers: true, headers: CUSTOMER_HEADERS) do |csv|
        customers.find_each do |customer|
          csv << [
            customer.id,
            customer.email,
            customer.name,
            customer.orders_count,
            customer.lifetime_value_cents
          ]
        end
      end
      path
    end

    def export_refunds(refunds)
      path = build_path("refunds")
      CSV.open(path, "w", write_headers: true, headers: REFUND_HEADERS) do |csv|
        refunds.each do |refund|
          csv << [
            refund.id,
            refund.order.number,
            refund.amount_cents,
            refund.reason,
            refund.refunded_at.iso8601
          ]
        end
      end
      path
    end

    private

    def build_path(kind)
      stamp = @clock.now.utc.strftime("%Y%m%d-%H%M%S")
      File.join(@output_dir, "#{kind}-#{stamp}.csv")
    end
  end
end
