# frozen_string_literal: true

require "csv"

module Reports
  class Formatter
    HEADERS = %w[date account amount currency status].freeze

    def initialize(rows, currency: "USD")
      @rows = rows
      @currency = currency
    end

    def to_csv
      CSV.generate do |csv|
        csv << HEADERS
        @rows.each { |row| csv << HEADERS.map { |h| row[h.to_sym] } }
      end
    end

    def to_text
      lines = @rows.map do |row|
        format("%-10s %-20s %12s %s", row[:date], row[:account], money(row[:amount]), row[:status])
      end
      [*lines, "", summary].join("\n")
    end

    def to_markdown
      header = "| #{HEADERS.join(' | ')} |"
      divider = "|#{HEADERS.map { '---' }.join('|')}|"
      body = @rows.map { |row| "| #{HEADERS.map { |h| row[h.to_sym] }.join(' | ')} |" }
      [header, divider, *body].join("\n")
    end

    def totals
      @rows.group_by { |row| row[:status] }.transform_values do |rows|
        rows.sum { |row| row[:amount] }
      end
    end

    def summary
      paid = totals.fetch("paid", 0)
      pending = totals.fetch("pending", 0)
      "Paid: #{money(paid)} / Pending: #{money(pending)}"
    end

    private

    def money(amount)
      format("%.2f %s", amount, @currency)
    end
  end
end
