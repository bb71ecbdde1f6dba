# frozen_string_literal: true

module Fleet
  # Works out which service items are coming due for a van based on its
  # odometer and the service records the workshop has logged.
  class MaintenanceScheduler
    SERVICE_INTERVALS_KM = {
      oil_change: 15_000,
      brake_inspection: 30_000,
      tyre_rotation: 10_000,
      timing_belt: 120_000
    }.freeze

    WARNING_MARGIN_KM = 1_000

    def initialize(vehicle, notifier: AlertNotifier.new, clock: Time)
      @vehicle = vehicle
      @notifier = notifier
      @clock = clock
    end

    def due_items
      SERVICE_INTERVALS_KM.filter_map do |item, interval|
        remaining = km_remaining(item, interval)
        next if remaining > WARNING_MARGIN_KM

        { item: item, km_remaining: remaining, overdue: remaining.negative? }
      end
    end

    def notify!
      items = due_items
      return if items.empty?

      @notifier.maintenance_due(
        vehicle_id: @vehicle.id,
        plate: @vehicle.plate,
        items: items,
        raised_at: @clock.now
      )
    end

    def record_service!(item, odometer_km:)
      raise ArgumentError, "unknown service item: #{item}" unless SERVICE_INTERVALS_KM.key?(item)

      @vehicle.service_records.create!(
        item: item,
        odometer_km: odometer_km,
        performed_at: @clock.now
      )
    end

    private

    def km_remaining(item, interval)
      last = last_service_km(item)
      (last + interval) - @vehicle.odometer_km
    end

    def last_service_km(item)
      @vehicle.service_records.where(item: item).maximum(:odometer_km) || 0
    end
  end
end
