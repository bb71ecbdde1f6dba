# frozen_string_literal: true

require "csv"
require "json"
require "time"

# ... existing code ...

    FORMATS = %i[json ndjson csv].freeze

    # ... existing code ...

      case format
      when :json
        JSON.pretty_generate(rows.map { |row| serialize(row) })
      when :ndjson
        rows.map { |row| JSON.generate(serialize(row)) }.join("\n")
      when :csv
        CSV.generate do |csv|
          csv << %w[ticket_id order_id station fired_at bumped_at seconds_to_bump items]
          rows.each do |row|
            data = serialize(row)
            csv << data.values_at(:ticket_id, :order_id, :station, :fired_at, :bumped_at, :seconds_to_bump) +
                   [data[:items].join("; ")]
          end
        end
      end
    end

    # ... existing code ...
