# ... existing code ...


def should_open_valve(tank: Tank, reading: TempReading, set_point: float, hysteresis: float = 0.3) -> bool:
    """Open the glycol valve when the tank has drifted above its set point."""
    if tank.is_empty:
        return False
    drift = reading.temp_c - set_point
    if drift > hysteresis:
        log.debug("%s is %.2f C over set point, opening valve", tank.name, drift)
        return True
    return False

# ... existing code ...

        if tank.valve_open:
            states[tank.name] = not should_close_valve(tank, reading, set_point)
        else:
            states[tank.name] = should_open_valve(tank, reading, set_point, tank.hysteresis_c)
    return states
