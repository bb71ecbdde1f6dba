"""Thin client for the OpenWeather current-weather and forecast APIs."""

import logging
from dataclasses import dataclass
from datetime import datetime, timezone

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.openweathermap.org/data/2.5"
USER_AGENT = "acme-weather/1.4"


class WeatherError(RuntimeError):
    pass


@dataclass(frozen=True)
class Conditions:
    city: str
    temperature_c: float
    humidity: int
    description: str
    observed_at: datetime


class WeatherClient:
    def __init__(self, api_key: str, base_url: str = DEFAULT_BASE_URL, timeout: float = 5.0):
        self.api_key = api_key
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.session = requests.Session()
        retry = Retry(
            total=3,
            backoff_factor=0.5,
            status_forcelist=(429, 500, 502, 503, 504),
            allowed_methods=frozenset({"GET"}),
        )
        self.session.mount("https://", HTTPAdapter(max_retries=retry))
        self.session.headers.update({"User-Agent": USER_AGENT})

    def _get(self, path: str, **params) -> dict:
        params["appid"] = self.api_key
        params.setdefault("units", "metric")
        url = f"{self.base_url}/{path}"
        log.debug("GET %s %s", url, {k: v for k, v in params.items() if k != "appid"})
        resp = self.session.get(url, params=params, timeout=self.timeout)
        if resp.status_code != 200:
            raise WeatherError(f"{path}: HTTP {resp.status_code}: {resp.text[:200]}")
        return resp.json()

    def current(self, city: str) -> Conditions:
        data = self._get("weather", q=city)
        return Conditions(
            city=data["name"],
            temperature_c=data["main"]["temp"],
            humidity=data["main"]["humidity"],
            description=data["weather"][0]["description"],
            observed_at=datetime.fromtimestamp(data["dt"], tz=timezone.utc),
        )

    def forecast(self, city: str, hours: int = 24) -> list[Conditions]:
        data = self._get("forecast", q=city, cnt=max(1, hours // 3))
        return [
            Conditions(
                city=data["city"]["name"],
                temperature_c=item["main"]["temp"],
                humidity=item["main"]["humidity"],
                description=item["weather"][0]["description"],
                observed_at=datetime.fromtimestamp(item["dt"], tz=timezone.utc),
            )
            for item in data["list"]
        ]

    def close(self) -> None:
        self.session.close()
