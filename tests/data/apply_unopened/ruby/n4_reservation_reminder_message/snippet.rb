  # ... existing code ...

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
