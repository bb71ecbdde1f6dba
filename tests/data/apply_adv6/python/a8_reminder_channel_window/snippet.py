# ... existing code ...


def send_voice_reminder(appt: Appointment, patient: Patient, now: datetime) -> bool:
    if not patient.voice_opt_in or not patient.home_phone:
        return False
    lead = timedelta(hours=4)
    if appt.starts_at - now > lead:
        return False
    # ... existing code ...
