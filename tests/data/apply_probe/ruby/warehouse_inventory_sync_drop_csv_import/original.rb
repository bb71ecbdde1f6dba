# frozen_string_literal: true

require "csv"
require "json"
require "net/http"

module Warehouse
  class InventorySync
    BATCH_SIZE = 200
    API_ENDPOINT = URI("https://erp.example.com/api/v2/stock_levels")

    attr_reader :store, :logger

    def initialize(store:, logger: Rails.logger)
      @store = store
      @logger = logger
    end

    def import_from_api(since: nil)
      params = { store_code: store.code }
      params[:updated_since] = since.iso8601 if since
      uri = API_ENDPOINT.dup
      uri.query = URI.encode_www_form(params)

      response = Net::HTTP.get_response(uri)
      raise SyncError, "ERP responded #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      rows = JSON.parse(response.body).fetch("items")
      rows.each_slice(BATCH_SIZE) { |batch| upsert_levels(batch) }
      logger.info("[InventorySync] imported #{rows.size} levels from API for #{store.code}")
      rows.size
    end

    # Legacy nightly CSV drop from the old ERP. Kept until all stores migrate.
    def import_from_csv(path)
      count = 0
      CSV.foreach(path, headers: true) do |row|
        upsert_levels([{ "sku" => row["SKU"], "quantity" => row["QTY"].to_i }])
        count += 1
      end
      logger.info("[InventorySync] imported #{count} levels from #{File.basename(path)}")
      count
    end

    def reconcile!
      drifted = store.stock_levels.where("quantity <> reserved + available")
      drifted.find_each do |level|
        level.update!(available: level.quantity - level.reserved)
      end
      logger.warn("[InventorySync] reconciled #{drifted.count} drifted levels") if drifted.exists?
    end

    private

    def upsert_levels(rows)
      records = rows.map do |row|
        { store_id: store.id, sku: row.fetch("sku"), quantity: row.fetch("quantity"), updated_at: Time.current }
      end
      StockLevel.upsert_all(records, unique_by: %i[store_id sku])
    end
  end

  class SyncError < StandardError; end
end
