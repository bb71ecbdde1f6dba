    # ... existing code ...

      @notifier.maintenance_due(
        vehicle_id: @vehicle.id,
        plate: @vehicle.plate,
        items: items,
        raised_at: @clock.now
      )
    end

    # A van with overdue brakes or timing belt must not be dispatched.
    def off_road_required?
      due_items.any? do |entry|
        entry[:overdue] && %i[brake_inspection timing_belt].include?(entry[:item])
      end
    end

    def record_service!(item, odometer_km:)
      # ... existing code ...
