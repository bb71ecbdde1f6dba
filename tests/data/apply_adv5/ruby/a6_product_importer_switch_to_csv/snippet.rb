# frozen_string_literal: true

require "csv"
require "logger"
require "bigdecimal"

# ... existing code ...

    def import(path)
      result = Result.new(created: 0, updated: 0, skipped: 0)
      CSV.foreach(path, headers: true, header_converters: :symbol).with_index(2) do |row, lineno|
        sku = row[:sku].to_s.strip
        if sku.empty?
          @logger.warn("row #{lineno}: missing sku")
          result.skipped += 1
          next
        end
        attrs = { name: row[:name].to_s.strip, price: BigDecimal(row[:price]), stock: Integer(row[:stock]) }

        existing = @repo.find_by_sku(sku)
        if existing
          @repo.update(existing.id, attrs)
          result.updated += 1
        else
          @repo.create(attrs.merge(sku: sku))
          result.created += 1
        end
      end
      @logger.info("import of #{path} finished: #{result}")
      result
    end

# ... existing code ...
