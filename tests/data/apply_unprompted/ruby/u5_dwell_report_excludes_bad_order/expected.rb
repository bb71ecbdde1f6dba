# frozen_string_literal: true

module Yard
  # Reports on railcars currently standing in the yard, grouped by track.
  class InventoryReport
    DWELL_ALERT_HOURS = 48

    def initialize(yard, clock: Time)
      @yard = yard
      @clock = clock
    end

    # Cars per classification track, for the morning yard check.
    def cars_by_track
      @yard.tracks.each_with_object({}) do |track, result|
        result[track.name] = track.railcars.map(&:reporting_id)
      end
    end

    # Loaded and empty counts per track.
    def load_summary
      @yard.tracks.each_with_object({}) do |track, result|
        loaded, empty = track.railcars.partition(&:loaded?)
        result[track.name] = { loaded: loaded.size, empty: empty.size }
      end
    end

    # Cars that have stood in the yard longer than the dwell alert threshold.
    # Bad-order cars are tracked by the car shop and left out of this report.
    def dwell_report(threshold_hours: DWELL_ALERT_HOURS)
      rows = []
      @yard.tracks.each do |track|
        track.railcars.reject(&:bad_order?).each do |car|
          hours = hours_since(car.arrived_at)
          next if hours < threshold_hours

          rows << { car: car.reporting_id, track: track.name, hours: hours, loaded: car.loaded? }
        end
      end
      rows.sort_by { |row| -row[:hours] }
    end

    # Placarded cars per track, for the hazmat walk-down.
    def hazmat_summary
      @yard.tracks.each_with_object({}) do |track, result|
        placarded = track.railcars.select(&:placarded?)
        next if placarded.empty?

        result[track.name] = placarded.map { |car| [car.reporting_id, car.un_number] }
      end
    end

    private

    def hours_since(time)
      ((@clock.now - time) / 3600.0).round(1)
    end
  end
end
