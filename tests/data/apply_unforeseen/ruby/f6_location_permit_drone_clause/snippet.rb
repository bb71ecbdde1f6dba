class LocationPermit < ApplicationRecord
  # ... constants and associations as before ...

  scope :approved, -> { where(status: "approved") }
  scope :for_production, ->(production) { where(production: production) }
  scope :active_on, ->(date) { approved.where("valid_from <= ? AND valid_until >= ?", date, date) }
  scope :allowing_drones, -> { approved.where(drone_flights_allowed: true) }

  # ... validations, callbacks and the date helpers unchanged ...

  def unit_limit_exceeded?(unit_size)
    max_crew.present? && unit_size > max_crew
  end

  def drone_flight_allowed?(date, altitude_m)
    covers?(date) && drone_flights_allowed? &&
      (drone_max_altitude_m.nil? || altitude_m <= drone_max_altitude_m)
  end

  # ... private helpers unchanged ...
end
