# ... existing code ...

  def reschedule?
    return true if staff_at_clinic?
    return false unless own_or_proxied?

    record.booked? && record.starts_at - Time.current >= RESCHEDULE_CUTOFF
  end

  def check_in?
    return true if staff_at_clinic?
    return false unless own_or_proxied?

    record.booked? && record.starts_at.between?(Time.current - 15.minutes, Time.current + 60.minutes)
  end

  # ... existing code ...
