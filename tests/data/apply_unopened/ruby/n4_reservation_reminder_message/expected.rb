# frozen_string_literal: true

# Sends reminder messages to guests with a reservation in the next few hours.
# Runs every 15 minutes from the scheduler (see config/schedule.yml).
class ReservationReminder
  REMIND_BEFORE = 3 * 60 * 60 # seconds
  WINDOW = 15 * 60

  def initialize(store:, sms_client: SmsClient.new, mailer: GuestMailer, clock: Time)
    @store = store
    @sms_client = sms_client
    @mailer = mailer
    @clock = clock
  end

  def call
    due_reservations.each do |reservation|
      if reservation.phone.present?
        send_sms(reservation)
      elsif reservation.email.present?
        send_email(reservation)
      end
      reservation.update!(reminded_at: @clock.now)
    end
  end

  private

  def due_reservations
    from = @clock.now + REMIND_BEFORE
    @store.reservations
          .confirmed
          .where(reminded_at: nil)
          .where(starts_at: from...(from + WINDOW))
  end

  def send_sms(reservation)
    @sms_client.deliver(to: reservation.phone, body: message_for(reservation))
  rescue SmsClient::Error => e
    Rails.logger.warn("Reminder SMS failed for reservation #{reservation.id}: #{e.message}")
  end

  def send_email(reservation)
    @mailer.reminder(reservation, body: message_for(reservation)).deliver_later
  end

  def message_for(reservation)
    time = reservation.starts_at.in_time_zone(@store.time_zone).strftime("%-l:%M %p")
    party = reservation.party_size == 1 ? "1 guest" : "#{reservation.party_size} guests"
    cancel_hint = reservation.phone.present? ? "Reply C to cancel." : "Cancel at #{@store.booking_url}."
    text = "Hi #{reservation.guest_first_name}, see you at #{@store.name} today at #{time} " \
           "(#{party}). #{cancel_hint}"
    text += " Your table is on the patio." if reservation.table&.outdoor?
    text
  end
end
