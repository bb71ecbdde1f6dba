# frozen_string_literal: true

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
      File.readlines(path, chomp: true).drop(1).each_with_index do |line, index|
        sku, name, price, stock = line.split(",")
        if sku.nil? || sku.strip.empty?
          @logger.warn("row #{index + 2}: missing sku")
          result.skipped += 1
          next
        end
        attrs = { name: name.strip, price: BigDecimal(price), stock: Integer(stock) }

        existing = @repo.find_by_sku(sku.strip)
        if existing
          @repo.update(existing.id, attrs)
          result.updated += 1
        else
          @repo.create(attrs.merge(sku: sku.strip))
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
