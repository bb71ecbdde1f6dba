# ... existing code ...


def plan_reminders(patient: Patient, items: Iterable[RepeatItem], today: date) -> list[Reminder]:
    channel = preferred_channel(patient)
    if channel == "none":
        log.info("patient %s has no contact channel; skipping", patient.id)
        return []
    reminders = []
    for item in items:
        if item.paused or item.reminders_sent >= MAX_REMINDERS:
            continue
        send_on = max(reminder_date(item), today)
        if send_on > today + timedelta(days=28):
            continue
        reminders.append(Reminder(patient.id, item.code, send_on, channel))
    log.debug("planned %d reminder(s) for patient %s", len(reminders), patient.id)
    return reminders


# ... existing code ...
