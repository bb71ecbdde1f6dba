# ... existing code ...

MAX_RUN_MINUTES = 240
MIN_RUN_MINUTES = 5
EFFECTIVE_RAIN_FACTOR = 0.8  # share of rainfall that reaches the root zone


# ... existing code ...


def compute_run_minutes(zone: Zone, weather: DailyWeather) -> int:
    demand_mm = crop_water_demand_mm(zone, weather.et0_mm, weather.day)
    net_mm = max(0.0, demand_mm - EFFECTIVE_RAIN_FACTOR * weather.rain_mm)
    gross_mm = net_mm / zone.efficiency
    # ... existing code ...


def plan_day(zones: list[Zone], weather: DailyWeather) -> dict[str, int]:
    plan: dict[str, int] = {}
    for zone in zones:
        minutes = compute_run_minutes(zone, weather)
        # ... existing code ...


# ... existing code ...
