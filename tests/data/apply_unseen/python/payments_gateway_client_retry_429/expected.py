"""HTTP client for the PayGate payments API."""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass
from typing import Any

import requests

from .errors import PaymentDeclined, PaymentError, RateLimited

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 10.0
MAX_RETRIES = 3


@dataclass
class Charge:
    id: str
    amount_cents: int
    currency: str
    status: str


class PayGateClient:
    def __init__(self, api_key: str, base_url: str = "https://api.paygate.example/v2") -> None:
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "Authorization": f"Bearer {api_key}",
                "Accept": "application/json",
            }
        )

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        url = f"{self.base_url}/{path.lstrip('/')}"
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        for attempt in range(MAX_RETRIES + 1):
            response = self.session.request(method, url, **kwargs)
            if response.status_code != 429:
                break
            if attempt == MAX_RETRIES:
                raise RateLimited(f"{method} {path} still rate limited after {MAX_RETRIES} retries")
            delay = float(response.headers.get("Retry-After", 2**attempt)) + random.random()
            logger.warning("PayGate rate limited, retrying in %.1fs", delay)
            time.sleep(delay)
        if response.status_code == 402:
            raise PaymentDeclined(response.json().get("decline_code", "unknown"))
        if response.status_code >= 400:
            logger.error("PayGate %s %s failed: %s", method, path, response.text)
            raise PaymentError(f"{method} {path} returned {response.status_code}")
        return response.json()

    def create_charge(self, amount_cents: int, currency: str, source: str) -> Charge:
        data = self._request(
            "POST",
            "/charges",
            json={"amount": amount_cents, "currency": currency, "source": source},
        )
        return Charge(data["id"], data["amount"], data["currency"], data["status"])

    def get_charge(self, charge_id: str) -> Charge:
        data = self._request("GET", f"/charges/{charge_id}")
        return Charge(data["id"], data["amount"], data["currency"], data["status"])

    def refund(self, charge_id: str, amount_cents: int | None = None) -> dict[str, Any]:
        payload: dict[str, Any] = {"charge": charge_id}
        if amount_cents is not None:
            payload["amount"] = amount_cents
        return self._request("POST", "/refunds", json=payload)

    def list_charges(self, limit: int = 20) -> list[Charge]:
        data = self._request("GET", "/charges", params={"limit": limit})
        return [
            Charge(item["id"], item["amount"], item["currency"], item["status"])
            for item in data["items"]
        ]
