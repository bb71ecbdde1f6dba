# ... existing code ...


def build_delay_message(
    delay: FlightDelay, passenger: Passenger, gate: str | None = None
) -> str:
    reason = REASON_TEXT.get(delay.reason_code, "operational reasons")
    new_time = estimated_departure(delay).strftime("%H:%M")
    message = (
        f"Dear {passenger.name}, flight {delay.flight_number} "
        f"{delay.origin}-{delay.destination} is delayed due to {reason}. "
        f"New estimated departure: {new_time}."
    )
    if gate:
        message += f" Please proceed to gate {gate}."
    return message


# ... existing code ...


def send_delay_notifications(
    delay: FlightDelay,
    passengers: Iterable[Passenger],
    channel: NotificationChannel,
    gate: str | None = None,
) -> int:
    # ... existing code ...
        body = build_delay_message(delay, passenger, gate)
        # ... existing code ...
