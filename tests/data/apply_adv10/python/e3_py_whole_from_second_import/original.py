import logging
import os

import requests

log = logging.getLogger(__name__)

API_URL = os.environ.get("WEATHER_API_URL", "https://api.example.com/v1")
API_KEY = os.environ["WEATHER_API_KEY"]


def fetch_forecast(city: str, days: int = 3) -> dict:
    log.info("fetching %d-day forecast for %s", days, city)
    resp = requests.get(
        f"{API_URL}/forecast",
        params={"q": city, "days": days, "key": API_KEY},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()


def current_temperature(city: str) -> float:
    data = fetch_forecast(city, days=1)
    return data["current"]["temp_c"]
