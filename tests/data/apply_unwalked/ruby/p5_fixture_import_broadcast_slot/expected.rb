# frozen_string_literal: true

require "csv"

module Fixtures
  # Imports the fixture list CSV published by the league office at the start
  # of each season (and re-published after every TV selection window).
  class CsvImporter
    REQUIRED_HEADERS = %w[round home_code away_code kickoff venue_code].freeze

    Result = Struct.new(:created, :updated, :skipped, :errors, keyword_init: true)

    def initialize(season:, io:, logger: Rails.logger)
      @season = season
      @io = io
      @logger = logger
    end

    def call
      result = Result.new(created: 0, updated: 0, skipped: 0, errors: [])
      csv = CSV.new(@io, headers: true)
      csv.each.with_index(2) do |row, line_no|
        missing = REQUIRED_HEADERS.reject { |h| row[h].present? }
        if missing.any?
          result.errors << "line #{line_no}: missing #{missing.join(', ')}"
          next
        end
        import_row(row, result)
      rescue ActiveRecord::RecordInvalid => e
        result.errors << "line #{line_no}: #{e.record.errors.full_messages.to_sentence}"
      end
      @logger.info("fixture import #{@season.name}: #{result.to_h.except(:errors)}")
      result
    end

    private

    def import_row(row, result)
      home = club(row["home_code"])
      away = club(row["away_code"])
      fixture = @season.fixtures.find_or_initialize_by(home_club: home, away_club: away)

      kickoff = Time.zone.parse(row["kickoff"])
      venue = Venue.find_by!(code: row["venue_code"])
      broadcaster = row["broadcaster"].presence
      if fixture.persisted? && fixture.kickoff_at == kickoff && fixture.venue == venue &&
         fixture.broadcaster == broadcaster
        result.skipped += 1
        return
      end

      fixture.round_no = row["round"].to_i
      fixture.kickoff_at = kickoff
      fixture.venue = venue
      fixture.broadcaster = broadcaster
      was_new = fixture.new_record?
      fixture.save!

      if was_new
        result.created += 1
      else
        result.updated += 1
      end
    end

    def club(code)
      @clubs ||= Club.all.index_by(&:code)
      @clubs.fetch(code) { raise ArgumentError, "unknown club code #{code}" }
    end
  end
end
