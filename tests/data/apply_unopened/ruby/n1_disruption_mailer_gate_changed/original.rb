# frozen_string_literal: true

# Passenger-facing emails for disruption events. Triggered from
# Disruptions::NotifyPassengersJob once per affected passenger.
class DelayNotificationMailer < ApplicationMailer
  default from: "Flight Updates <no-reply@updates.skyops.example>"

  helper :flights

  before_action :load_flight_and_passenger

  def self.deliver_for(event, passenger)
    with(flight: event.flight, passenger: passenger, **event.details)
      .public_send(event.kind)
      .deliver_later(queue: :passenger_notifications)
  end

  def delayed
    @delay_minutes = params.fetch(:delay_minutes)
    @reason = params[:reason].presence || "operational reasons"

    mail(
      to: @passenger.email,
      subject: "#{@flight.number}: new departure time #{local_time(@flight.estimated_departure)}"
    )
  end

  def cancelled
    @rebooking_url = rebooking_url(pnr: @passenger.pnr, flight: @flight.number)

    mail(
      to: @passenger.email,
      subject: "#{@flight.number} has been cancelled"
    )
  end

  private

  def load_flight_and_passenger
    @flight = params.fetch(:flight)
    @passenger = params.fetch(:passenger)
    I18n.locale = @passenger.locale.presence || I18n.default_locale
  end

  def local_time(time)
    time.in_time_zone(@flight.origin_time_zone).strftime("%H:%M")
  end
end
