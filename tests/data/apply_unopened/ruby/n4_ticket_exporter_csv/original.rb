# frozen_string_literal: true

require "json"
require "time"

module Kitchen
  # Exports completed kitchen tickets for the ticket-time dashboard and for
  # the weekly speed-of-service report sent to area managers.
  class TicketExporter
    FORMATS = %i[json ndjson].freeze

    Row = Struct.new(:ticket_id, :order_id, :station, :fired_at, :bumped_at, :items, keyword_init: true) do
      def seconds_to_bump
        return nil unless bumped_at

        (bumped_at - fired_at).round
      end
    end

    def initialize(store_id:, repository: TicketRepository.new)
      @store_id = store_id
      @repository = repository
    end

    def export(from:, to:, format: :json)
      raise ArgumentError, "unsupported format: #{format}" unless FORMATS.include?(format)

      rows = load_rows(from, to)
      case format
      when :json
        JSON.pretty_generate(rows.map { |row| serialize(row) })
      when :ndjson
        rows.map { |row| JSON.generate(serialize(row)) }.join("\n")
      end
    end

    private

    def load_rows(from, to)
      @repository.completed(store_id: @store_id, from: from, to: to).map do |ticket|
        Row.new(
          ticket_id: ticket.id,
          order_id: ticket.order_id,
          station: ticket.station,
          fired_at: ticket.fired_at,
          bumped_at: ticket.bumped_at,
          items: ticket.items.map(&:name)
        )
      end
    end

    def serialize(row)
      {
        ticket_id: row.ticket_id,
        order_id: row.order_id,
        station: row.station,
        fired_at: row.fired_at.iso8601,
        bumped_at: row.bumped_at&.iso8601,
        seconds_to_bump: row.seconds_to_bump,
        items: row.items
      }
    end
  end
end
