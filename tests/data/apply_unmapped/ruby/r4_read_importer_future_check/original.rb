# frozen_string_literal: true

require "csv"
require "logger"
require "time"

module Meters
  # Imports the nightly AMI head-end CSV into meter_reads.
  class ReadImporter
    REQUIRED_HEADERS = %w[meter_id read_at reading_m3 source].freeze
    VALID_SOURCES = %w[ami drive_by manual estimated].freeze

    Result = Struct.new(:imported, :skipped, :errors, keyword_init: true)

    def initialize(repository:, logger: Logger.new($stdout))
      @repository = repository
      @logger = logger
    end

    def import(path)
      result = Result.new(imported: 0, skipped: 0, errors: [])
      csv = CSV.read(path, headers: true)
      check_headers!(csv.headers)

      csv.each.with_index(2) do |row, line|
        error = validate_row(row)
        if error
          result.skipped += 1
          result.errors << "line #{line}: #{error}"
          next
        end

        @repository.upsert_read(
          meter_id: row["meter_id"].strip,
          read_at: Time.iso8601(row["read_at"]),
          reading_m3: Float(row["reading_m3"]),
          source: row["source"]
        )
        result.imported += 1
      end

      @logger.info("imported #{result.imported} reads from #{path}, skipped #{result.skipped}")
      result
    end

    private

    def check_headers!(headers)
      missing = REQUIRED_HEADERS - headers.compact
      raise ArgumentError, "missing columns: #{missing.join(', ')}" unless missing.empty?
    end

    def validate_row(row)
      return "blank meter_id" if row["meter_id"].to_s.strip.empty?
      return "bad read_at" unless valid_time?(row["read_at"])
      return "bad reading_m3" unless valid_number?(row["reading_m3"])
      return "negative reading_m3" if Float(row["reading_m3"]).negative?
      return "unknown source #{row['source']}" unless VALID_SOURCES.include?(row["source"])

      nil
    end

    def valid_time?(value)
      Time.iso8601(value.to_s)
      true
    rescue ArgumentError
      false
    end

    def valid_number?(value)
      Float(value.to_s)
      true
    rescue ArgumentError
      false
    end
  end
end
