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
