# frozen_string_literal: true

require "csv"
require "json"

module Reports
  class SalesReportBuilder
    KEYS = %i[date region orders revenue refunds].freeze
    HEADERS = ["Date", "Region", "Orders", "Revenue", "Refunds"].freeze

    def initialize(scope, include_totals: true, currency: "USD")
      @scope = scope
      @include_totals = include_totals
      @currency = currency
    end

    def rows
      @rows ||= @scope.group(:date, :region).order(:date, :region).map do |record|
        {
          date: record.date.iso8601,
          region: record.region,
          orders: record.orders_count,
          revenue: format_money(record.revenue_cents),
          refunds: format_money(record.refunds_cents)
        }
      end
    end

    def to_text
      lines = [HEADERS.join("\t")]
      rows.each do |row|
        lines << row.values_at(*KEYS).join("\t")
      end
      lines << totals_row.join("\t") if @include_totals
      lines.join("\n")
    end

    def to_csv
      CSV.generate(headers: true) do |csv|
        csv << HEADERS
        rows.each do |row|
          csv << row.values_at(*KEYS)
        end
        csv << totals_row if @include_totals
      end
    end

    def to_json(*_args)
      payload = { currency: @currency, rows: rows }
      payload[:totals] = KEYS.zip(totals_row).to_h if @include_totals
      JSON.generate(payload)
    end

    private

    def totals_row
      [
        "Total",
        "",
        rows.sum { |r| r[:orders] },
        format_money(@scope.sum(:revenue_cents)),
        format_money(@scope.sum(:refunds_cents))
      ]
    end

    def format_money(cents)
      format("%.2f", cents.to_i / 100.0)
    end
  end
end
