"""HTTP client for the billing API."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import httpx

log = logging.getLogger(__name__)


@dataclass
class ClientConfig:
    base_url: str
    api_key: str
    timeout: float = 10.0
    headers: dict[str, str] = field(default_factory=dict)


class BillingClient:
    def __init__(self, config: ClientConfig) -> None:
        self.config = config
        self._http = httpx.Client(
            base_url=config.base_url,
            timeout=config.timeout,
            headers={"Authorization": f"Bearer {config.api_key}", **config.headers},
        )

    def get_customer(self, customer_id: str) -> dict:
        response = self._http.get(f"/customers/{customer_id}")
        response.raise_for_status()
        return response.json()

    def list_invoices(self, customer_id: str, limit: int = 20) -> list[dict]:
        response = self._http.get("/invoices", params={"customer": customer_id, "limit": limit})
        response.raise_for_status()
        return response.json()["data"]

    def create_charge(self, customer_id: str, amount_cents: int, currency: str = "usd") -> dict:
        payload = {"customer": customer_id, "amount": amount_cents, "currency": currency}
        response = self._http.post("/charges", json=payload)
        response.raise_for_status()
        log.info("charged %s %d %s", customer_id, amount_cents, currency)
        return response.json()

    def close(self) -> None:
        self._http.close()
