# frozen_string_literal: true

require "csv"
require "logger"
require "bigdecimal"

module Catalog
  # Imports products from the supplier's nightly export.
  class ProductImporter
    Result = Struct.new(:created, :updated, :skipped, keyword_init: true) do
      def to_s
        "created=#{created} updated=#{updated} skipped=#{skipped}"
      end
    end

    def initialize(repo:, logger: Logger.new($stdout))
      @repo = repo
      @logger = logger
    end

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

    def import_stock(path)
      result = Result.new(created: 0, updated: 0, skipped: 0)
      File.readlines(path, chomp: true).drop(1).each do |line|
        sku, stock = line.split(",")
        existing = @repo.find_by_sku(sku.to_s.strip)
        if existing
          @repo.update(existing.id, stock: Integer(stock))
          result.updated += 1
        else
          result.skipped += 1
        end
      end
      @logger.info("stock import of #{path} finished: #{result}")
      result
    end
  end
end
