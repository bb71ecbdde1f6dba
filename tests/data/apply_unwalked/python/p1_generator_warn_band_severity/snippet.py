# ... existing code ...


def check_generator_winding(reading: Reading) -> Alarm | None:
    if reading.value >= GENERATOR_TRIP_C:
        severity = Severity.CRITICAL
    elif reading.value >= GENERATOR_WARN_C:
        severity = Severity.INFO  # warn band is routine at rated output
    else:
        return None
    # ... existing code ...
